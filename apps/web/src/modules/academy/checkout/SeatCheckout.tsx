import {
  PATHS,
  formatBerlinDateTime,
  formatEuro,
  invoiceAmounts,
  VAT_RATE_PERCENT,
} from '@platform/domain';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CheckoutStep } from '../../billing/checkout/CheckoutStep';
import { showsLocation } from '../workshop-format';
import { BillingAddressFields, useBillingAddress } from './BillingAddressFields';
import { checkoutMessages as m, priceWithVat } from './checkout-messages';
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
  const amounts = invoiceAmounts(seat.priceCents, false);
  const termsLink = (hash: string) =>
    function TermsLink(chunks: ReactNode[]) {
      return (
        <Link to={`${PATHS.terms}${hash}`} target="_blank" rel="noopener">
          {chunks}
        </Link>
      );
    };
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
          value: t(priceWithVat, {
            gross: euro(amounts.grossCents),
            net: euro(amounts.netCents),
            vat: euro(amounts.vatCents),
            rate: VAT_RATE_PERCENT,
          }),
        },
      ]}
      withdrawal={
        <>
          {seat.waitlist && <p>{t(m.waitlistNote)}</p>}
          <p>
            <FormattedMessage {...m.withdrawal} values={{ link: termsLink('#widerruf') }} />
          </p>
        </>
      }
      termsLabel={
        <FormattedMessage
          {...m.terms}
          values={{ terms: termsLink(''), withdrawal: termsLink('#widerruf') }}
        />
      }
      termsRequired={t(m.termsRequired)}
      submitLabel={t(m.submit)}
      submittingLabel={t(m.submitting)}
      backLabel={t(m.back)}
      loading={loading}
      error={error}
      validate={billing.validate}
      onSubmit={() => onSubmit({ acceptTerms: true, billingAddress: billing.address })}
      onBack={onBack}
    >
      <BillingAddressFields state={billing} />
    </CheckoutStep>
  );
}
