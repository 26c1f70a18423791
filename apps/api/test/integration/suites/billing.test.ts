// One jest file for this area's test files: they share one load of the application's modules
// (about two seconds of CPU per jest file). See jest.integration.config.js.
import '../billing-deadlines.test.js';
import '../billing-invoices.test.js';
import '../billing-invoices-busy.test.js';
import '../billing-membership.test.js';
import '../billing-bank-statements.test.js';
import '../billing-payments.test.js';
import '../billing-payment-overview.test.js';
import '../billing-payment-undo.test.js';
import '../billing-refunds.test.js';
import '../billing-checkout.test.js';
import '../billing-small-business.test.js';
import '../promo-codes-admin.test.js';
