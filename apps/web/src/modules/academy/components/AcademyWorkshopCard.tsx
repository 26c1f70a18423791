import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { PATHS, formatBerlinDate, formatBerlinTime } from '@platform/domain';
import { Badge, Card } from '@platform/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LinkButton } from '../../../app/components/LinkButton';
import { graphql } from '../../../graphql/generated';
import { academyMessages as m } from '../academy-messages';
import { showsLocation } from '../workshop-format';
import { PromoCodeList } from './PromoCodeList';
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
    promoCodes {
      code
      tool
      description
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
  const soldOut = data.availableSpots <= 0;
  const start = data.nextSession?.startsAt ?? data.startTime;

  return (
    <Card as="li" className="academy-card" aria-labelledby={titleId}>
      <div className="academy-card__badges">
        {data.isFeatured && <Badge tone="info">{t(m.featured)}</Badge>}
        {data.format === 'online' && <Badge tone="neutral">{t(m.online)}</Badge>}
        {soldOut && <Badge tone="danger">{t(m.soldOut)}</Badge>}
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
      {member && data.promoCodes.length > 0 && (
        <PromoCodeList title={t(m.promoCodes)} promoCodes={data.promoCodes} />
      )}
      <div className="academy-card__actions">
        <LinkButton
          to={`${PATHS.academy}/${data.slug}`}
          variant={soldOut ? 'secondary' : 'primary'}
          aria-describedby={titleId}
        >
          {t(soldOut ? m.soldOut : member ? m.registerMember : m.register)}
        </LinkButton>
      </div>
    </Card>
  );
}
