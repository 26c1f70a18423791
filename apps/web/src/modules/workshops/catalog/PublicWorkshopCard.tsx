import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { LIMITS, PATHS, formatBerlinDateTime } from '@platform/domain';
import { Card } from '@platform/ui';
import { useId } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { graphql } from '../../../graphql/generated';
import { academyMessages } from './academy-messages';
import { AddToCalendarLink } from '../sessions/AddToCalendarLink';
import { WorkshopPoster } from './WorkshopPoster';
import { WorkshopPrice } from './WorkshopPrice';

export const PublicWorkshopCard_workshop = graphql(`
  fragment PublicWorkshopCard_workshop on Workshop {
    id
    slug
    title
    description
    posterUrl
    posterIsPdf
    startTime
    tags
    availableSpots
    nextSession {
      id
      startsAt
    }
    ...WorkshopPrice_workshop
    ...AddToCalendarLink_workshop
  }
`);

const m = {
  timeZone: defineMessage<{ dateTime: string | number }>({
    id: 'academy.overview.timeZone',
    defaultMessage: '{dateTime} Uhr (Europe/Berlin)',
  }),
};

export interface PublicWorkshopCardProps {
  workshop: FragmentType<typeof PublicWorkshopCard_workshop>;
}

/** A workshop on the public overview: poster, date, at most 3 tags, places, prices, links. */
export function PublicWorkshopCard({ workshop }: PublicWorkshopCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const { data, complete } = useFragment({
    fragment: PublicWorkshopCard_workshop,
    // The document also holds the fragments it spreads, so the name must be given.
    fragmentName: 'PublicWorkshopCard_workshop',
    from: workshop,
  });
  if (!complete) return null;
  const start = data.nextSession?.startsAt ?? data.startTime;
  const tags = data.tags.slice(0, LIMITS.tagsOnPublicPage);

  return (
    <Card as="li" className="academy-card academy-card--public" aria-labelledby={titleId}>
      <WorkshopPoster
        url={data.posterUrl}
        isPdf={data.posterIsPdf}
        title={data.title}
        className="academy-card__poster"
        sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw"
      />
      <h3 id={titleId} className="academy-card__title">
        {data.title}
      </h3>
      <p className="academy-card__date">
        <time dateTime={start}>
          {t(m.timeZone, { dateTime: formatBerlinDateTime(start, intl.locale) })}
        </time>
      </p>
      <p className="academy-card__description">{data.description}</p>
      {tags.length > 0 && (
        <ul className="academy-tags" aria-label={t(academyMessages.tags)}>
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <p className="academy-card__spots">
        {t(academyMessages.spotsLeft, { count: Math.max(0, data.availableSpots) })}
      </p>
      <WorkshopPrice workshop={data} member={false} showMemberPrice />
      <div className="academy-card__actions">
        <LinkButton to={`${PATHS.workshops}/${data.slug}`} aria-describedby={titleId}>
          {t(academyMessages.details)}
        </LinkButton>
        <AddToCalendarLink workshop={data} />
      </div>
    </Card>
  );
}
