import {
  billingAddressLines,
  type BillingAddress,
  formatBerlinDate,
  formatEuro,
  mailLink,
  MEMBERSHIP_FEE_CENTS,
  modelWithdrawalForm,
  PATHS,
  VAT_RATE_PERCENT,
  WITHDRAWAL_DAYS,
  withdrawalInformation,
} from '@platform/domain';
import type { AccountFacts } from '../auth/index.js';
import { mailGreeting, renderMail } from '../mail/index.js';
import type { MailMessage } from '../mail/index.js';

export interface MembershipContract {
  orderedAt: Date;
  /** The first month invoiced (the trial's end, or the order itself). */
  billingStartsAt: Date;
  termsVersion: string;
  publicUrl: string;
  /** § 19 UStG: no VAT is charged (the invoices say so too). */
  smallBusiness: boolean;
  /** The address the invoices go to, when one was given. */
  billingAddress: Required<BillingAddress> | null;
}

/**
 * The membership's contract confirmation (durable medium, § 312f Abs. 2 BGB): what was ordered,
 * the price per month with VAT, when billing starts, how to end it, the terms' version, the
 * withdrawal information and the model withdrawal form.
 */
export function membershipContractMail(account: AccountFacts, c: MembershipContract): MailMessage {
  const de = account.locale !== 'en';
  const locale = de ? 'de' : 'en';
  const link = (path: string) => mailLink(c.publicUrl, path, { locale });
  const fee = formatEuro(MEMBERSHIP_FEE_CENTS, locale);
  const start = formatBerlinDate(c.billingStartsAt, locale);
  const ordered = formatBerlinDate(c.orderedAt, locale);
  // The same tax wording as the invoices (INVOICE_SMALL_BUSINESS).
  const price = c.smallBusiness
    ? de
      ? `Preis: ${fee} pro Monat (gemäß § 19 UStG wird keine Umsatzsteuer berechnet).`
      : `Price: ${fee} a month (no VAT is charged under § 19 UStG, small business).`
    : de
      ? `Preis: ${fee} pro Monat inkl. ${VAT_RATE_PERCENT} % USt.`
      : `Price: ${fee} a month including ${VAT_RATE_PERCENT}% VAT.`;
  // Typed text reaches only a confirmed inbox (as with a paid seat's contract mail).
  const address =
    c.billingAddress && account.emailVerifiedAt
      ? [
          c.billingAddress.name ?? account.name,
          c.billingAddress.company,
          ...billingAddressLines(c.billingAddress),
        ]
          .filter(Boolean)
          .join(', ')
      : null;
  return {
    to: account.email,
    subject: de
      ? 'Ihre Bestellung: Academy-Mitgliedschaft (Vertragsbestätigung)'
      : 'Your order: Academy membership (contract confirmation)',
    ...renderMail({
      locale,
      heading: mailGreeting(locale, account.name),
      paragraphs: de
        ? [
            `vielen Dank für Ihre Bestellung vom ${ordered}. Hiermit bestätigen wir den Vertrag über die Academy-Mitgliedschaft.`,
            `Leistung: Mitgliederpreise für Academy-Workshops, Aktionscodes für Werkzeuge und Vorrang auf Wartelisten.`,
            `${price} Abrechnung ab ${start}, monatlich im Voraus per Rechnung; zahlbar per Überweisung innerhalb der auf der Rechnung genannten Frist.`,
            ...(address ? [`Rechnungsadresse: ${address}`] : []),
            'Laufzeit und Kündigung: Die Mitgliedschaft läuft monatlich und endet zum Ende jedes Monats, wenn Sie sie auf der Seite „Mitgliedschaft“ beenden; eine weitere Erklärung ist nicht nötig.',
            `Es gelten unsere Nutzungsbedingungen in der Fassung ${c.termsVersion}, die Sie bei der Bestellung akzeptiert haben: ${link(PATHS.terms)}`,
            `Sie haben ein Widerrufsrecht von ${WITHDRAWAL_DAYS} Tagen:`,
            ...withdrawalInformation('de'),
            modelWithdrawalForm('de').join('\n'),
          ]
        : [
            `Thank you for your order of ${ordered}. This confirms your contract for the Academy membership.`,
            'What you get: member prices for Academy workshops, promo codes for tools and priority on waiting lists.',
            `${price} Billing starts on ${start}, monthly in advance by invoice; payable by bank transfer within the period stated on the invoice.`,
            ...(address ? [`Billing address: ${address}`] : []),
            'Term and ending: the membership runs month by month and ends at the end of any month once you end it on the "Membership" page; nothing else is needed.',
            `Our terms of use apply in the version of ${c.termsVersion}, which you accepted when ordering: ${link(PATHS.terms)}`,
            `You have a ${WITHDRAWAL_DAYS}-day right of withdrawal:`,
            ...withdrawalInformation('en'),
            modelWithdrawalForm('en').join('\n'),
          ],
      action: {
        label: de ? 'Zur Mitgliedschaft' : 'View your membership',
        url: link(PATHS.membership),
      },
    }),
  };
}
