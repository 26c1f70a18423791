import { formatBerlinDateTime, formatEuro } from '@platform/domain';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  BILLING_ADDRESS_FIELDS,
  BillingAddressFields,
  CheckoutStep,
  TermsAcceptanceLabel,
  termsLink,
  useBillingAddress,
  useInvoiceAmounts,
} from '../../../billing';
import { showsLocation } from '../../catalog/workshop-format';
import { checkoutMessages as m, priceSmallBusiness, priceWithVat } from './checkout-messages';
import type { CheckoutVariables } from './seat-checkout-types';

export interface SeatFacts {
  title: string;
  format: string;
  location: string | null;
  startsAt: string;
  priceCents: number;
  /** Who takes the seat (the typed or the account's name and address). */
  name: string;
  email: string;
  /** The date is full: the order is for a waitlist place. */
  waitlist: boolean;
}

export interface SeatCheckoutProps {
  seat: SeatFacts;
  loading: boolean;
  error?: ReactNode;
  onSubmit: (checkout: CheckoutVariables) => void;
  onBack: () => void;
}

/** The summary of a paid seat with its billing address, before "Zahlungspflichtig anmelden". */
export function SeatCheckout({ seat, loading, error, onSubmit, onBack }: SeatCheckoutProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const billing = useBillingAddress(seat.name);
  const euro = (cents: number) => formatEuro(cents, intl.locale);
  // As the invoice will say it: with VAT, or none under § 19 UStG (small business).
  const amounts = useInvoiceAmounts(seat.priceCents);
  return (
    <CheckoutStep
      title={t(m.title)}
      facts={[
        { label: t(m.workshop), value: seat.title },
        { label: t(m.date), value: formatBerlinDateTime(seat.startsAt, intl.locale) },
        {
          label: t(m.place),
          value: showsLocation(seat.format, seat.location) ? seat.location : t(m.online),
        },
        { label: t(m.participant), value: `${seat.name} (${seat.email})` },
        {
          label: t(m.total),
          value: !amounts
            ? '…'
            : amounts.vatRatePercent > 0
              ? t(priceWithVat, {
                  gross: euro(amounts.grossCents),
                  net: euro(amounts.netCents),
                  vat: euro(amounts.vatCents),
                  rate: amounts.vatRatePercent,
                })
              : t(priceSmallBusiness, { gross: euro(amounts.grossCents) }),
        },
      ]}
      withdrawal={
        <>
          {seat.waitlist && <p>{t(m.waitlistNote)}</p>}
          <p>
            <FormattedMessage
              id="academy.checkout.withdrawal"
              defaultMessage="Widerruf und Stornierung: Als Verbraucher haben Sie ein Widerrufsrecht von 14 Tagen (§ 312g Abs. 1 BGB). Die Ausnahme für Freizeitveranstaltungen mit festem Termin (§ 312g Abs. 2 Nr. 9 BGB) nehmen wir für unsere beruflichen Workshops nicht in Anspruch, da sie dafür nicht sicher gilt. Unabhängig davon können Sie bis zum Beginn jederzeit kostenlos stornieren; Gezahltes erstatten wir vollständig. Einzelheiten: <link>Widerrufsbelehrung und Stornobedingungen</link>."
              values={{ link: termsLink('#widerruf') }}
            />
          </p>
        </>
      }
      termsLabel={<TermsAcceptanceLabel />}
      termsRequired={t(m.termsRequired)}
      submitLabel={t(m.submit)}
      submittingLabel={t(m.submitting)}
      backLabel={t(m.back)}
      loading={loading}
      error={error}
      fields={BILLING_ADDRESS_FIELDS}
      validate={billing.validate}
      // Not before the price is known as the invoice will state it (a moment after opening).
      onSubmit={() => amounts && onSubmit({ acceptTerms: true, billingAddress: billing.address })}
      onBack={onBack}
    >
      {(errors) => <BillingAddressFields state={billing} errors={errors} />}
    </CheckoutStep>
  );
}
