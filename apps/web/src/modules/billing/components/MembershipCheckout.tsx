import {
  WITHDRAWAL_DAYS,
  formatBerlinDate,
  formatEuro,
  type BillingAddress,
} from '@platform/domain';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  BILLING_ADDRESS_FIELDS,
  BillingAddressFields,
  useBillingAddress,
} from '../checkout/BillingAddressFields';
import { CheckoutStep } from '../checkout/CheckoutStep';
import { TermsAcceptanceLabel, termsLink } from '../checkout/TermsLinks';
import { useInvoiceAmounts } from '../checkout/usePriceTerms';

const m = defineMessages({
  title: { id: 'billing.checkout.title', defaultMessage: 'Ihre Bestellung' },
  what: { id: 'billing.checkout.what', defaultMessage: 'Leistung' },
  whatValue: {
    id: 'billing.checkout.whatValue',
    defaultMessage:
      'Academy-Mitgliedschaft: Mitgliederpreise, Aktionscodes, Vorrang auf Wartelisten',
  },
  price: { id: 'billing.checkout.price', defaultMessage: 'Preis' },

  term: { id: 'billing.checkout.term', defaultMessage: 'Laufzeit' },
  termValue: {
    id: 'billing.checkout.termValue',
    defaultMessage: 'monatlich; jederzeit zum Monatsende auf dieser Seite beendbar',
  },
  billingStart: { id: 'billing.checkout.billingStart', defaultMessage: 'Abrechnung ab' },

  billingStartNow: {
    id: 'billing.checkout.billingStartNow',
    defaultMessage: 'sofort; die erste Rechnung kommt heute per E-Mail',
  },
  payment: { id: 'billing.checkout.payment', defaultMessage: 'Zahlung' },
  paymentValue: {
    id: 'billing.checkout.paymentValue',
    defaultMessage: 'monatlich per Rechnung, zahlbar per Überweisung',
  },

  termsRequired: {
    id: 'billing.checkout.termsRequired',
    defaultMessage:
      'Bitte bestätigen Sie die Nutzungsbedingungen, um zahlungspflichtig zu bestellen.',
  },
  submit: { id: 'billing.checkout.submit', defaultMessage: 'Zahlungspflichtig bestellen' },
  submitting: { id: 'billing.checkout.submitting', defaultMessage: 'Wird bestellt…' },
  back: { id: 'billing.checkout.back', defaultMessage: 'Zurück' },
});

const priceValue = defineMessage<{ gross: string; net: string; vat: string; rate: number }>({
  id: 'billing.checkout.priceValue',
  defaultMessage: '{gross} pro Monat inkl. {rate} % USt (netto {net}, USt {vat})',
});

const priceValueSmallBusiness = defineMessage<{ gross: string }>({
  id: 'billing.checkout.priceValueSmallBusiness',
  defaultMessage: '{gross} pro Monat (gemäß § 19 UStG wird keine Umsatzsteuer berechnet)',
});

const billingStartTrial = defineMessage<{ date: string }>({
  id: 'billing.checkout.billingStartTrial',
  defaultMessage: '{date} (nach Ihrer kostenlosen Probezeit)',
});

export interface MembershipCheckoutProps {
  monthlyFeeCents: number;
  /** The trial's end when it is still ahead (billing starts then), else null. */
  trialEndsAt: string | null;
  /** Who orders (the invoice's name unless the address says otherwise). */
  name: string;
  /** The address given with the last order, offered again. */
  previousAddress: BillingAddress | null;
  loading: boolean;
  error?: ReactNode;
  onOrder: (billingAddress: BillingAddress) => void;
  onBack: () => void;
}

/** The membership's summary before "Zahlungspflichtig bestellen". */
export function MembershipCheckout(props: MembershipCheckoutProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const euro = (cents: number) => formatEuro(cents, intl.locale);
  // As the invoices will say it: with VAT, or none under § 19 UStG (small business).
  const amounts = useInvoiceAmounts(props.monthlyFeeCents);
  const billing = useBillingAddress(props.name, props.previousAddress);
  return (
    <CheckoutStep
      title={t(m.title)}
      facts={[
        { label: t(m.what), value: t(m.whatValue) },
        {
          label: t(m.price),
          value: !amounts
            ? '…'
            : amounts.vatRatePercent > 0
              ? t(priceValue, {
                  gross: euro(amounts.grossCents),
                  net: euro(amounts.netCents),
                  vat: euro(amounts.vatCents),
                  rate: amounts.vatRatePercent,
                })
              : t(priceValueSmallBusiness, { gross: euro(amounts.grossCents) }),
        },
        { label: t(m.term), value: t(m.termValue) },
        {
          label: t(m.billingStart),
          value: props.trialEndsAt
            ? t(billingStartTrial, { date: formatBerlinDate(props.trialEndsAt, intl.locale) })
            : t(m.billingStartNow),
        },
        { label: t(m.payment), value: t(m.paymentValue) },
      ]}
      withdrawal={
        <p>
          <FormattedMessage
            id="billing.checkout.withdrawal"
            defaultMessage="Widerrufsrecht: Sie können diesen Vertrag binnen {days} Tagen ohne Angabe von Gründen widerrufen. Einzelheiten und das Muster-Widerrufsformular: <link>Widerrufsbelehrung</link>; beides erhalten Sie auch mit der Bestätigung per E-Mail."
            values={{ days: WITHDRAWAL_DAYS, link: termsLink('#widerruf') }}
          />
        </p>
      }
      termsLabel={<TermsAcceptanceLabel />}
      termsRequired={t(m.termsRequired)}
      submitLabel={t(m.submit)}
      submittingLabel={t(m.submitting)}
      backLabel={t(m.back)}
      loading={props.loading}
      error={props.error}
      fields={BILLING_ADDRESS_FIELDS}
      validate={billing.validate}
      // Not before the price is known as the invoices will state it (a moment after opening).
      onSubmit={() => amounts && props.onOrder(billing.address)}
      onBack={props.onBack}
    >
      {(errors) => <BillingAddressFields state={billing} errors={errors} />}
    </CheckoutStep>
  );
}
