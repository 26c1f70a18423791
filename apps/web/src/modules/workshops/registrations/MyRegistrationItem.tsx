import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { PATHS, formatBerlinDateTime, formatEuro } from '@platform/domain';
import { Badge, Button, type BadgeTone } from '@platform/ui';
import { useId, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../graphql/generated';
import { MemberInvoice } from '../../billing';
import { AfterSessionBox } from '../../after-session';
import { CheckInCodeCard, JoinLinkCard } from '../../checkin';

export const MyRegistrationItem_registration = graphql(`
  fragment MyRegistrationItem_registration on Registration {
    id
    status
    priceCents
    cancellationReason
    checkInCode
    joinPath
    workshop {
      id
      slug
      title
      format
    }
    session {
      id
      startsAt
      endsAt
    }
    invoices {
      id
      ...MemberInvoice_invoice
    }
  }
`);

const m = {
  confirmed: defineMessage({ id: 'member.academy.status.confirmed', defaultMessage: 'Angemeldet' }),
  waitlisted: defineMessage({
    id: 'member.academy.status.waitlisted',
    defaultMessage: 'Warteliste',
  }),
  cancelled: defineMessage({ id: 'member.academy.status.cancelled', defaultMessage: 'Storniert' }),
  price: defineMessage<{ price: string | number }>({
    id: 'member.academy.price',
    defaultMessage: 'Preis: {price}',
  }),
  reason: defineMessage<{ reason: string | number }>({
    id: 'member.academy.reason',
    defaultMessage: 'Grund: {reason}',
  }),
  cancel: defineMessage({ id: 'member.academy.cancel', defaultMessage: 'Stornieren' }),
  invoices: defineMessage({ id: 'member.academy.invoices', defaultMessage: 'Rechnungen' }),
};

const TONES: Record<string, BadgeTone> = {
  confirmed: 'success',
  waitlisted: 'warning',
  cancelled: 'neutral',
};

export interface MyRegistrationItemProps {
  registration: FragmentType<typeof MyRegistrationItem_registration>;
  onCancel: (registration: { id: string; title: string; date: string }) => void;
}

/** One of the member's registrations: workshop, date, status, price and cancel. */
export function MyRegistrationItem({ registration, onCancel }: MyRegistrationItemProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  // Read once: whether a date is still ahead does not need to change while the list is open.
  const [now] = useState(Date.now);
  const { data, complete } = useFragment({
    fragment: MyRegistrationItem_registration,
    // The document also holds the invoice's fragment: name the one this component reads.
    fragmentName: 'MyRegistrationItem_registration',
    from: registration,
  });
  if (!complete) return null;
  const date = formatBerlinDateTime(data.session.startsAt, intl.locale);
  const label =
    data.status === 'confirmed' || data.status === 'waitlisted' || data.status === 'cancelled'
      ? t(m[data.status])
      : data.status;
  const upcoming = Date.parse(data.session.startsAt) > now;

  return (
    <li className="academy-registration" aria-labelledby={titleId}>
      <div className="academy-registration__main">
        <p id={titleId} className="academy-registration__title">
          <Link to={`${PATHS.academy}/${data.workshop.slug}`}>{data.workshop.title}</Link>
        </p>
        <p className="academy-registration__meta">
          <time dateTime={data.session.startsAt}>{date}</time> ·{' '}
          {t(m.price, { price: formatEuro(data.priceCents, intl.locale) })}{' '}
          <Badge tone={TONES[data.status] ?? 'neutral'}>{label}</Badge>
        </p>
        {data.status === 'cancelled' && data.cancellationReason && (
          <p className="academy-registration__reason">
            {t(m.reason, { reason: data.cancellationReason })}
          </p>
        )}
        {data.status === 'confirmed' &&
          Date.parse(data.session.endsAt) > now &&
          data.checkInCode &&
          data.workshop.format !== 'online' && <CheckInCodeCard code={data.checkInCode} />}
        {data.status === 'confirmed' &&
          Date.parse(data.session.endsAt) > now &&
          data.joinPath &&
          data.workshop.format !== 'in_person' && <JoinLinkCard path={data.joinPath} />}
        {data.status === 'confirmed' && <AfterSessionBox registrationId={data.id} />}
        {data.invoices.length > 0 && (
          <ul className="billing-invoices" aria-label={t(m.invoices)}>
            {data.invoices.map((invoice) => (
              <MemberInvoice key={invoice.id} invoice={invoice} registrationId={data.id} />
            ))}
          </ul>
        )}
      </div>
      {data.status !== 'cancelled' && upcoming && (
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={titleId}
          onClick={() => onCancel({ id: data.id, title: data.workshop.title, date })}
        >
          {t(m.cancel)}
        </Button>
      )}
    </li>
  );
}
