import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  berlinDay,
  formatInvoiceNumber,
  invoiceAmounts,
  invoiceAmountsFromNet,
  paymentDeadline,
  type Locale,
  isUuid,
  shownPaymentState,
  type ShownPaymentState,
  toWallClock,
  invoiceFilename,
} from '@platform/domain';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import type { Tx } from '../../core/database/sql-repository.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { hashSecret, sameHash } from '../auth/index.js';
import { MailAttachmentRenderers } from '../mail/index.js';
import type { AttachmentReference, InlineAttachment } from '../mail/index.js';
import { BankTransferMethod } from './bank-transfer/bank-transfer.method.js';
import { Invoice, type InvoiceLine, type SellerSnapshot } from './entities/invoice.entity.js';
import { InvoicesRepository, type PersonalInvoiceRow } from './invoices.repository.js';

/** What the Academy hands over when a paid seat is confirmed. */
export interface WorkshopInvoiceRequest {
  registrationId: string;
  userId: string | null;
  name: string;
  email: string;
  locale: Locale;
  workshopId: string;
  sessionId: string;
  title: string;
  sessionStartsAt: Date;
  grossCents: number;
  /** The guest's manage-link hash, so the guest may download the invoice through that link. */
  guestTokenHash: string | null;
  organisation?: string | null;
  address?: string | null;
}

/** A stored invoice as other modules see it (they never read its tables themselves). */
export type StoredInvoice = Invoice;

export interface IssuedInvoice {
  invoice: Invoice;
  pdf: Buffer;
  attachment: InlineAttachment;
}

/** The attachment kind the mail worker renders through billing (see `onModuleInit`). */
export const INVOICE_PDF_ATTACHMENT = 'invoice-pdf';

/**
 * Issuing invoices and cancellation invoices, and handing out their PDFs. Callers pass the
 * EntityManager of the transaction that makes the sale (or the cancellation), so the invoice
 * exists exactly when that change commits.
 */
@Injectable()
export class InvoicesService implements OnModuleInit {
  constructor(
    private readonly rows: InvoicesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly renderers: MailAttachmentRenderers,
    private readonly bankTransfer: BankTransferMethod,
  ) {}

  /** The mail worker renders queued invoice attachments from the stored (immutable) row. */
  onModuleInit(): void {
    this.renderers.register(INVOICE_PDF_ATTACHMENT, async (id) => {
      const invoice = await this.byId(id);
      if (!invoice) throw new Error(`invoice ${id} not found`);
      return renderPdf(invoice);
    });
  }

  /**
   * The invoice as a mail attachment reference: cheap enough for the transaction that issues
   * it (no rendering there, so the year's number lock is held only briefly); the worker
   * renders the PDF when it sends the mail.
   */
  attachmentFor(invoice: Invoice): AttachmentReference {
    return {
      filename: pdfFilename(invoice),
      contentType: 'application/pdf',
      render: { kind: INVOICE_PDF_ATTACHMENT, id: invoice.id },
    };
  }

  async issueForRegistration(
    manager: Tx,
    request: WorkshopInvoiceRequest,
    now: Date = new Date(),
  ): Promise<Invoice> {
    const amounts = invoiceAmounts(request.grossCents, this.config.billing.smallBusiness);
    const dueAt = paymentDeadline(now, this.config.billing.paymentDays, request.sessionStartsAt);
    // The number is taken last: from here to the commit, issuers of the year wait in line.
    const number = await this.takeNumber(manager, now);
    const invoice = await this.rows.insert(manager, {
      number,
      kind: 'invoice',
      purpose: 'workshop',
      originalInvoiceId: null,
      originalNumber: null,
      issuedAt: now,
      issueDate: berlinDay(now),
      locale: request.locale,
      seller: this.seller(),
      buyerName: request.name,
      buyerEmail: request.email,
      buyerOrganisation: request.organisation ?? null,
      buyerAddress: request.address ?? null,
      description: `Workshop: ${request.title}`.slice(0, 300),
      serviceDate: request.sessionStartsAt,
      ...amounts,
      smallBusiness: this.config.billing.smallBusiness,
      dueAt,
      workshopId: request.workshopId,
      sessionId: request.sessionId,
      registrationId: request.registrationId,
      userId: request.userId,
      guestTokenHash: request.guestTokenHash,
      paymentState: 'open',
    });
    return invoice;
  }

  /** A month of the paid membership (gross 20 €), issued in the caller's transaction. */
  async issueForMembership(
    manager: Tx,
    request: {
      userId: string;
      name: string;
      email: string;
      /** From the membership's billing address, when one was given. */
      organisation?: string | null;
      address?: string | null;
      locale: Locale;
      periodStart: Date;
      grossCents: number;
    },
    now: Date,
  ): Promise<Invoice> {
    const amounts = invoiceAmounts(request.grossCents, this.config.billing.smallBusiness);
    const month = new Intl.DateTimeFormat(request.locale === 'en' ? 'en-GB' : 'de-DE', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    }).format(request.periodStart);
    const number = await this.takeNumber(manager, now);
    return this.rows.insert(manager, {
      number,
      kind: 'invoice',
      purpose: 'membership',
      originalInvoiceId: null,
      originalNumber: null,
      issuedAt: now,
      issueDate: berlinDay(now),
      locale: request.locale,
      seller: this.seller(),
      buyerName: request.name,
      buyerEmail: request.email,
      buyerOrganisation: request.organisation ?? null,
      buyerAddress: request.address ?? null,
      description:
        request.locale === 'en'
          ? `Academy membership, ${month}`
          : `Academy-Mitgliedschaft, ${month}`,
      serviceDate: request.periodStart,
      ...amounts,
      smallBusiness: this.config.billing.smallBusiness,
      dueAt: paymentDeadline(now, this.config.billing.paymentDays),
      workshopId: null,
      sessionId: null,
      registrationId: null,
      userId: request.userId,
      guestTokenHash: null,
      paymentState: 'open',
    });
  }

  /**
   * A project month's invoice to the company: one net line per specialist (hours × agreed rate),
   * VAT on top of their sum, issued in the caller's transaction (the month's approval).
   */
  async issueForProjectMonth(
    manager: Tx,
    request: {
      projectRequestId: string;
      name: string;
      email: string;
      organisation: string | null;
      address: string | null;
      locale: Locale;
      /** What the month's work was, e.g. "Projekt Muster GmbH, November 2026". */
      description: string;
      /** The month's first day. */
      periodStart: Date;
      lines: InvoiceLine[];
    },
    now: Date,
  ): Promise<Invoice> {
    const net = request.lines.reduce((sum, line) => sum + line.amountCents, 0);
    const amounts = invoiceAmountsFromNet(net, this.config.billing.smallBusiness);
    const number = await this.takeNumber(manager, now);
    return this.rows.insert(manager, {
      number,
      kind: 'invoice',
      purpose: 'project',
      originalInvoiceId: null,
      originalNumber: null,
      issuedAt: now,
      issueDate: berlinDay(now),
      locale: request.locale,
      seller: this.seller(),
      buyerName: request.name.slice(0, 200),
      buyerEmail: request.email,
      buyerOrganisation: request.organisation?.slice(0, 200) ?? null,
      buyerAddress: request.address?.slice(0, 500) ?? null,
      description: request.description.slice(0, 300),
      serviceDate: request.periodStart,
      ...amounts,
      smallBusiness: this.config.billing.smallBusiness,
      dueAt: paymentDeadline(now, this.config.billing.paymentDays),
      workshopId: null,
      sessionId: null,
      registrationId: null,
      userId: null,
      guestTokenHash: null,
      paymentState: 'open',
      lines: request.lines,
      projectRequestId: request.projectRequestId,
    });
  }

  /** The invoices of these ids (payment state, number), in any order. */
  async byIds(ids: readonly string[]): Promise<Invoice[]> {
    const valid = ids.filter(isUuid);
    return valid.length ? this.rows.byIds(valid) : [];
  }

  /** A member's own invoices (workshop seats, membership months, cancellations), newest first. */
  async ofUser(userId: string): Promise<Invoice[]> {
    return this.rows.invoicesOf(userId);
  }

  /**
   * Cancelling a sale: a cancellation invoice with the negated amounts referencing the original,
   * which itself is never changed beyond the link to its reversal. Nothing to do when the
   * registration has no invoice or its invoice was already reversed.
   */
  async cancelForRegistration(
    manager: Tx,
    registrationId: string,
    now: Date = new Date(),
  ): Promise<Invoice | null> {
    const original = await this.rows.lockUnreversedOfRegistration(manager, registrationId);
    if (!original) return null;
    return this.reverse(manager, original, now);
  }

  /**
   * Cancelling a project month's invoice: its cancellation invoice (the next number), or null
   * when it is not a project invoice or was already reversed.
   */
  async cancelForProjectMonth(manager: Tx, invoiceId: string, now: Date): Promise<Invoice | null> {
    const original = await this.rows.lockUnreversed(manager, invoiceId);
    if (!original || original.kind !== 'invoice' || original.purpose !== 'project') return null;
    return this.reverse(manager, original, now);
  }

  async reverse(manager: Tx, original: Invoice, now: Date): Promise<Invoice> {
    const number = await this.takeNumber(manager, now);
    const cancellation = await this.rows.insert(manager, {
      number,
      kind: 'cancellation',
      purpose: original.purpose,
      originalInvoiceId: original.id,
      originalNumber: original.number,
      issuedAt: now,
      issueDate: berlinDay(now),
      locale: original.locale,
      seller: this.seller(),
      buyerName: original.buyerName,
      buyerEmail: original.buyerEmail,
      buyerOrganisation: original.buyerOrganisation,
      buyerAddress: original.buyerAddress,
      description: original.description,
      serviceDate: original.serviceDate,
      netCents: -original.netCents,
      vatCents: -original.vatCents,
      grossCents: -original.grossCents,
      vatRatePercent: original.vatRatePercent,
      smallBusiness: original.smallBusiness,
      dueAt: null,
      workshopId: original.workshopId,
      sessionId: original.sessionId,
      registrationId: original.registrationId,
      userId: original.userId,
      guestTokenHash: original.guestTokenHash,
      paymentState: null,
      // Money already paid goes back: printed on the cancellation invoice.
      refundCents: original.paymentState === 'paid' ? original.grossCents : null,
      lines:
        original.lines?.map((line) => ({
          ...line,
          quantity: -line.quantity,
          amountCents: -line.amountCents,
        })) ?? null,
      projectRequestId: original.projectRequestId,
    });
    await this.rows.linkCancellation(manager, original.id, cancellation.id);
    return cancellation;
  }

  /** Each registration's invoice: its number and payment state (a registration without one is absent). */
  async paymentStatesOf(
    registrationIds: readonly string[],
  ): Promise<Map<string, { state: ShownPaymentState; number: string }>> {
    const rows = await this.rows.paymentStatesOf(registrationIds);
    return new Map(
      rows.map((row) => [
        row.registration_id,
        { state: shownPaymentState(row.payment_state, row.cancelled), number: row.number },
      ]),
    );
  }

  /** Invoices of a registration, oldest first (the invoice, then any cancellation invoice). */
  async ofRegistration(registrationId: string): Promise<Invoice[]> {
    if (!isUuid(registrationId)) return [];
    return this.rows.ofRegistration(registrationId);
  }

  /** Every invoice made out to the person: by account, and by address once it is verified. */
  async ofPerson(userId: string, verifiedEmail: string | null): Promise<PersonalInvoiceRow[]> {
    return this.rows.ofPerson(userId, verifiedEmail);
  }

  /** Cuts an erased account's links to its invoices (the invoices are kept by law). */
  async unlinkAccount(userId: string): Promise<void> {
    await this.rows.unlinkAccount(userId);
  }

  /** The PDF for the signed-in buyer (or an admin). */
  async pdfForUser(user: AuthenticatedUser, invoiceId: string): Promise<IssuedInvoice> {
    const invoice = await this.byId(invoiceId);
    if (!invoice || (invoice.userId !== user.id && user.role !== 'ADMIN'))
      throw new DomainError('INVOICE_NOT_FOUND');
    return this.withPdf(invoice);
  }

  /** The PDF for a guest holding the manage link of the registration it belongs to. */
  async pdfForGuest(
    invoiceId: string,
    registrationId: string,
    token: string,
  ): Promise<IssuedInvoice> {
    const invoice = await this.byId(invoiceId);
    if (
      !invoice ||
      !invoice.guestTokenHash ||
      invoice.registrationId !== registrationId ||
      !token ||
      !sameHash(hashSecret(token), invoice.guestTokenHash)
    )
      throw new DomainError('INVALID_LINK');
    return this.withPdf(invoice);
  }

  /** The PDF for a download (rendered from the frozen row). Mails use `attachmentFor`. */
  async withPdf(invoice: Invoice): Promise<IssuedInvoice> {
    const pdf = await renderPdf(invoice);
    return {
      invoice,
      pdf,
      attachment: { filename: pdfFilename(invoice), content: pdf, contentType: 'application/pdf' },
    };
  }

  private async byId(id: string): Promise<Invoice | null> {
    if (!isUuid(id)) return null;
    return this.rows.byId(id);
  }

  /**
   * The next invoice number of the issue year (Berlin calendar). It serialises every issuer of
   * the year until the transaction ends: call it as late as possible.
   */
  private async takeNumber(tx: Tx, issuedAt: Date): Promise<string> {
    const year = toWallClock(issuedAt).year;
    return formatInvoiceNumber(year, await this.rows.takeNumber(tx, year));
  }

  private seller(): SellerSnapshot {
    const b = this.config.billing;
    return {
      name: b.sellerName,
      street: b.sellerStreet,
      city: b.sellerCity,
      vatId: b.vatId ?? null,
      taxNumber: b.taxNumber ?? null,
      registry: b.registry ?? null,
      // How to pay is the payment method's to say (today: by transfer to the seller's account).
      ...this.bankTransfer.payeeDetails(),
    };
  }
}

function pdfFilename(invoice: Invoice): string {
  return invoiceFilename(invoice.kind, invoice.number, invoice.locale);
}

/**
 * pdfkit and the font parser load with the first invoice, not at start: most processes (and
 * test files) never render one.
 */
async function renderPdf(invoice: Invoice): Promise<Buffer> {
  const { renderInvoicePdf } = await import('./invoice-pdf.js');
  return renderInvoicePdf(invoice);
}
