import { JOIN_LINK_OPENS_MINUTES_BEFORE } from '@platform/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { checkinMessages as m } from './checkin-messages';
import './checkin.css';

/**
 * A registrant's personal join link of an online or hybrid session (instead of the raw video
 * link, which only the host sees): opening it records attendance and leads to the call.
 */
export function JoinLinkCard({ path }: { path: string }) {
  const t = useIntl().formatMessage;
  const headingId = useId();
  return (
    <section className="checkin-code" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkin-code__heading">
        {t(m.joinCardHeading)}
      </h3>
      <p className="checkin-code__hint">
        {t(m.joinCardHint, { minutes: JOIN_LINK_OPENS_MINUTES_BEFORE })}
      </p>
      <p>
        <a href={path} rel="noopener" data-testid="join-link">
          {t(m.joinCardOpen)}
        </a>
      </p>
    </section>
  );
}
