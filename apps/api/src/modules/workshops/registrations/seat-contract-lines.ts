import {
  billingAddressLines,
  formatBerlinDate,
  formatEuro,
  modelWithdrawalForm,
  withdrawalInformation,
} from '@platform/domain';
import type { RegistrationMailFacts } from './registration-mails.js';

/**
 * The contract's content for a paid seat, in its confirmation mail (the durable medium of
 * § 312f Abs. 2 BGB): the price with VAT as the invoice shows it, the billing address, the
 * terms' version, the withdrawal information with the model form. Empty for a free seat.
 */
export function seatContractLines(f: RegistrationMailFacts): string[] {
  const i = f.invoice;
  if (!i || !f.contract) return [];
  const de = f.locale === 'de';
  const euro = (cents: number) => formatEuro(cents, f.locale);
  const price = i.vatCents
    ? de
      ? `Preis: ${euro(i.grossCents)} inkl. ${i.vatRatePercent} % USt (netto ${euro(i.netCents)}, USt ${euro(i.vatCents)})`
      : `Price: ${euro(i.grossCents)} including ${i.vatRatePercent}% VAT (net ${euro(i.netCents)}, VAT ${euro(i.vatCents)})`
    : de
      ? `Preis: ${euro(i.grossCents)} (gemäß § 19 UStG wird keine Umsatzsteuer berechnet)`
      : `Price: ${euro(i.grossCents)} (no VAT is charged under § 19 UStG, small business)`;
  // Typed text reaches only a confirmed inbox (see README, Security): the address follows
  // with the invoice once a guest confirmed theirs.
  const address =
    f.contract.billingAddress && f.addressProven
      ? [
          f.contract.billingAddress.name ?? f.name,
          f.contract.billingAddress.company,
          ...billingAddressLines(f.contract.billingAddress),
        ]
          .filter(Boolean)
          .join(', ')
      : null;
  const accepted = formatBerlinDate(f.contract.acceptedAt, f.locale);
  return [
    de
      ? `Ihr Vertrag: Teilnahme am Workshop „${f.title}“ zum unten genannten Termin, bestellt am ${accepted}.`
      : `Your contract: a place at the workshop "${f.title}" on the date below, ordered on ${accepted}.`,
    price,
    ...(address ? [de ? `Rechnungsadresse: ${address}` : `Billing address: ${address}`] : []),
    de
      ? `Es gelten unsere Nutzungsbedingungen in der Fassung ${f.contract.termsVersion}, die Sie bei der Bestellung akzeptiert haben: ${f.contract.termsUrl}`
      : `Our terms of use apply in the version of ${f.contract.termsVersion}, which you accepted when ordering: ${f.contract.termsUrl}`,
    de
      ? 'Stornierung: Bis zum Beginn können Sie Ihren Platz jederzeit kostenlos stornieren (Link unten); bereits gezahlte Beträge erstatten wir vollständig. Sagen wir den Termin ab, erstatten wir ebenfalls vollständig.'
      : 'Cancellation: you can cancel your place free of charge at any time before the start (link below); we refund anything already paid in full. If we cancel the date, we refund in full too.',
    ...withdrawalInformation(f.locale),
    modelWithdrawalForm(f.locale).join('\n'),
  ];
}
