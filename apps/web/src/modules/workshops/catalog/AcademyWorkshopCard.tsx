import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { PATHS, formatBerlinDate, formatBerlinTime } from '@platform/domain';
import { Badge, Card } from '@platform/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { graphql } from '../../../graphql/generated';
import { academyMessages as m } from './academy-messages';
import { showsLocation } from './workshop-format';
import { cardMessages } from './academy-card-messages';
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
    maxParticipants
    currentParticipants
    availableSpots
    isFeatured
    tags
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
  }
`);

export interface AcademyWorkshopCardProps {
  workshop: FragmentType<typeof AcademyWorkshopCard_workshop>;
  member: boolean;
}

/** One workshop in the Academy list, with its badges, facts, price and register button. */
export function AcademyWorkshopCard({ workshop, member }: AcademyWorkshopCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const { data, complete } = useFragment({
    fragment: AcademyWorkshopCard_workshop,
    // The document also holds the fragments it spreads, so the name must be given.
    fragmentName: 'AcademyWorkshopCard_workshop',
    from: workshop,
  });
  if (!complete) return null;
  const registration = data.myRegistration;
  const registered = registration?.status === 'confirmed';
  const waitlisted = registration?.status === 'waitlisted';
  const soldOut = data.availableSpots <= 0;
  const free = data.basePriceCents === 0;
  // The member's own date, when registered for a later one of a recurring workshop.
  const start = registration?.session.startsAt ?? data.nextSession?.startsAt ?? data.startTime;
  const action = registration
    ? cardMessages.viewRegistration
    : soldOut
      ? m.soldOut
      : member && !free && data.memberPriceCents < data.basePriceCents
        ? m.registerMember
        : m.register;

  return (
    <Card as="li" className="academy-card" aria-labelledby={titleId}>
      <div className="academy-card__badges">
        {data.isFeatured && <Badge tone="info">{t(m.featured)}</Badge>}
        {data.format === 'online' && <Badge tone="neutral">{t(m.online)}</Badge>}
        {registered && <Badge tone="success">{t(cardMessages.registered)}</Badge>}
        {waitlisted && <Badge tone="info">{t(cardMessages.waitlisted)}</Badge>}
        {soldOut && !registration && <Badge tone="danger">{t(m.soldOut)}</Badge>}
      </div>
      <h3 id={titleId} className="academy-card__title">
        {data.title}
      </h3>
      {data.category && <p className="academy-card__category">{data.category}</p>}
      <WorkshopPrice workshop={data} member={member} />
      <p className="academy-card__description">{data.description}</p>
      <dl className="academy-facts">
        <div>
          <dt>{t(m.date)}</dt>
          <dd>{formatBerlinDate(start, intl.locale)}</dd>
        </div>
        <div>
          <dt>{t(m.time)}</dt>
          <dd>{t(m.timeValue, { time: formatBerlinTime(start, intl.locale) })}</dd>
        </div>
        <div>
          <dt>{t(m.placesLabel)}</dt>
          <dd>{t(m.places, { taken: data.currentParticipants, max: data.maxParticipants })}</dd>
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
      {data.tags.length > 0 && (
        <ul className="academy-tags" aria-label={t(m.tags)}>
          {data.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <div className="academy-card__actions">
        <LinkButton
          to={`${PATHS.academy}/${data.slug}`}
          variant={soldOut || registration ? 'secondary' : 'primary'}
          aria-describedby={titleId}
        >
          {t(action)}
        </LinkButton>
      </div>
    </Card>
  );
}
