import type { FragmentType } from '@apollo/client';
import { LIMITS, formatBerlinDateTime } from '@platform/domain';
import { Badge, Card } from '@platform/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../shared/components/LinkButton';
import { graphql } from '../../../graphql/generated';
import { fragmentData } from '../../../shared/graphql/fragment-data';
import { academyMessages as m, formatLabels } from './academy-messages';
import { showsLocation, workshopFormat } from './workshop-format';
import { cardMessages } from './academy-card-messages';
import { AddToCalendarLink } from '../sessions/AddToCalendarLink';
import { StarRating } from '../../after-session';
import { WorkshopPoster } from './WorkshopPoster';
import { WorkshopPrice } from './WorkshopPrice';

export const AcademyWorkshopCard_workshop = graphql(`
  fragment AcademyWorkshopCard_workshop on Workshop {
    id
    slug
    title
    category
    description
    format
    location
    startTime
    durationMinutes
    availableSpots
    isFeatured
    tags
    posterUrl
    posterIsPdf
    ratingAverage
    ratingCount
    nextSession {
      id
      startsAt
    }
    basePriceCents
    memberPriceCents
    myRegistration {
      id
      status
      session {
        id
        startsAt
      }
    }
    ...WorkshopPrice_workshop
    ...AddToCalendarLink_workshop
  }
`);

/** The width the card's poster is shown at (the grid's columns), for `sizes`. */
const CARD_POSTER_SIZES = '(min-width: 75rem) 22rem, (min-width: 42rem) 50vw, 100vw';

export interface AcademyWorkshopCardProps {
  workshop: FragmentType<typeof AcademyWorkshopCard_workshop>;
  /** Members see their price; visitors see the member price beside the base price. */
  member: boolean;
  /** Where the detail pages of this listing live (`/academy` or `/workshop`). */
  detailBase: string;
  /** The public overview offers an `.ics` file on each card. */
  calendarLink?: boolean;
}

/**
 * One workshop in a listing (the Academy and the public overview): poster, format badge, the
 * title as a link to the detail page, date, free places, price and a "Details" button.
 */
export function AcademyWorkshopCard({
  workshop,
  member,
  detailBase,
  calendarLink = false,
}: AcademyWorkshopCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const data = fragmentData<typeof AcademyWorkshopCard_workshop>(workshop);
  const registration = data.myRegistration;
  const registered = registration?.status === 'confirmed';
  const waitlisted = registration?.status === 'waitlisted';
  const soldOut = data.availableSpots <= 0;
  const format = workshopFormat(data.format);
  const href = `${detailBase}/${data.slug}`;
  // The member's own date, when registered for a later one of a recurring workshop.
  const start = registration?.session.startsAt ?? data.nextSession?.startsAt ?? data.startTime;
  const tags = data.tags.slice(0, LIMITS.tagsOnPublicPage);

  return (
    <Card as="li" className="academy-card" aria-labelledby={titleId}>
      <WorkshopPoster
        url={data.posterUrl}
        isPdf={data.posterIsPdf}
        title={data.title}
        className="academy-card__poster"
        sizes={CARD_POSTER_SIZES}
      />
      <div className="academy-card__badges">
        {format && <Badge tone="neutral">{t(formatLabels[format])}</Badge>}
        {data.isFeatured && <Badge tone="info">{t(m.featured)}</Badge>}
        {registered && <Badge tone="success">{t(cardMessages.registered)}</Badge>}
        {waitlisted && <Badge tone="info">{t(cardMessages.waitlisted)}</Badge>}
        {soldOut && !registration && <Badge tone="danger">{t(m.soldOut)}</Badge>}
      </div>
      <h3 id={titleId} className="academy-card__title">
        <Link to={href}>{data.title}</Link>
      </h3>
      {data.category && <p className="academy-card__category">{data.category}</p>}
      <StarRating average={data.ratingAverage} count={data.ratingCount} compact />
      <WorkshopPrice workshop={data} member={member} showMemberPrice={!member} />
      <p className="academy-card__description">{data.description}</p>
      <dl className="academy-facts">
        <div>
          <dt>{t(m.dateTime)}</dt>
          <dd>
            <time dateTime={start}>{formatBerlinDateTime(start, intl.locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t(m.placesLabel)}</dt>
          <dd>
            {soldOut
              ? t(cardMessages.waitlistOnly)
              : t(cardMessages.spotsLeft, { count: data.availableSpots })}
          </dd>
        </div>
        <div>
          <dt>{t(m.durationLabel)}</dt>
          <dd>{t(m.duration, { minutes: data.durationMinutes })}</dd>
        </div>
        {showsLocation(data.format, data.location) && (
          <div>
            <dt>{t(m.location)}</dt>
            <dd>{data.location}</dd>
          </div>
        )}
      </dl>
      {tags.length > 0 && (
        <ul className="academy-tags" aria-label={t(m.tags)}>
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <div className="academy-card__actions">
        <LinkButton
          to={href}
          variant={soldOut || registration ? 'secondary' : 'primary'}
          aria-describedby={titleId}
        >
          {t(registration ? cardMessages.viewRegistration : cardMessages.details)}
        </LinkButton>
        {calendarLink && <AddToCalendarLink workshop={data} />}
      </div>
    </Card>
  );
}
