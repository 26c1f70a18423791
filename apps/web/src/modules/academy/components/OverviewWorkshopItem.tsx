import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Card } from '@platform/ui';
import { LIMITS } from '@platform/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../graphql/generated';
import { academyMessages } from '../academy-messages';
import { overviewDetailPath } from '../academy-paths';
import { berlinDate, berlinTime, euro } from '../academy-format';
import { calendarDataUrl } from '../calendar-link';

export const OverviewWorkshopItem_workshop = graphql(`
  fragment OverviewWorkshopItem_workshop on Workshop {
    id
    slug
    title
    description
    startTime
    durationMinutes
    location
    tags
    availableSpots
    basePriceCents
    memberPriceCents
    posterUrl
    posterIsPdf
  }
`);

/** One workshop on the public overview, with an "add to calendar" file. */
export function OverviewWorkshopItem({
  workshop,
}: {
  workshop: FragmentType<typeof OverviewWorkshopItem_workshop>;
}) {
  const intl = useIntl();
  const { data: w, complete } = useFragment({
    fragment: OverviewWorkshopItem_workshop,
    from: workshop,
  });
  if (!complete) return null;
  const price = (cents: number) =>
    cents === 0 ? intl.formatMessage(academyMessages.free) : euro(cents, intl.locale);
  const path = overviewDetailPath(w.slug);
  return (
    <Card as="li" className="ac-card" aria-labelledby={`ac-ov-${w.id}`}>
      {w.posterUrl && !w.posterIsPdf && (
        <img
          className="ac-card__poster"
          src={w.posterUrl}
          alt=""
          width={400}
          height={400}
          loading="lazy"
        />
      )}
      <h2 id={`ac-ov-${w.id}`} className="ac-card__title">
        {w.title}
      </h2>
      <p className="ac-card__description">{w.description}</p>
      <p>
        <FormattedMessage
          id="academy.overview.when"
          defaultMessage="{date}, {time} Uhr (Europe/Berlin)"
          values={{
            date: berlinDate(w.startTime, intl.locale),
            time: berlinTime(w.startTime, intl.locale),
          }}
        />
      </p>
      {w.tags.length > 0 && (
        <ul
          className="ac-tags"
          aria-label={intl.formatMessage({
            id: 'academy.card.tags',
            defaultMessage: 'Schlagwörter',
          })}
        >
          {w.tags.slice(0, LIMITS.tagsOnPublicPage).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <p>
        <FormattedMessage {...academyMessages.spots} values={{ count: w.availableSpots }} />
      </p>
      <p>
        <FormattedMessage
          id="academy.overview.prices"
          defaultMessage="{base} · Mitglieder: {member}"
          values={{ base: price(w.basePriceCents), member: price(w.memberPriceCents) }}
        />
      </p>
      <div className="ac-card__actions">
        <Link to={path}>
          {intl.formatMessage(academyMessages.details)}
          <span className="ac-visually-hidden">: {w.title}</span>
        </Link>
        <a
          href={calendarDataUrl({
            id: w.id,
            title: w.title,
            description: w.description,
            startTime: w.startTime,
            durationMinutes: w.durationMinutes,
            location: w.location,
            url: window.location.origin + path,
          })}
          download={`${w.slug}.ics`}
        >
          <FormattedMessage
            id="academy.overview.calendar"
            defaultMessage="Zum Kalender hinzufügen"
          />
          <span className="ac-visually-hidden">: {w.title}</span>
        </a>
      </div>
    </Card>
  );
}
