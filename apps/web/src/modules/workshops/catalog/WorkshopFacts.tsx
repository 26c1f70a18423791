import type { FragmentType } from '@apollo/client';
import { formatBerlinDateTime } from '@platform/domain';
import { useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { fragmentData } from '../../../shared/graphql/fragment-data';
import { academyMessages as m, formatLabels } from './academy-messages';
import { showsLocation, workshopFormat } from './workshop-format';
import { WorkshopPrice } from './WorkshopPrice';
import { WorkshopVideoLinkFact } from './WorkshopVideoLinkFact';

export const WorkshopFacts_workshop = graphql(`
  fragment WorkshopFacts_workshop on Workshop {
    id
    startTime
    durationMinutes
    format
    location
    videoCallLink
    category
    maxParticipants
    availableSpots
    nextSession {
      id
      startsAt
    }
    myRegistration {
      id
      session {
        id
        startsAt
      }
    }
    ...WorkshopPrice_workshop
  }
`);

export interface WorkshopFactsProps {
  workshop: FragmentType<typeof WorkshopFacts_workshop>;
  member: boolean;
}

/** Date and time (Berlin), duration, format, place, places and prices of a workshop. */
export function WorkshopFacts({ workshop, member }: WorkshopFactsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = fragmentData<typeof WorkshopFacts_workshop>(workshop);
  // A member registered for a later date of a recurring workshop sees that date, not the next.
  const start =
    data.myRegistration?.session.startsAt ?? data.nextSession?.startsAt ?? data.startTime;
  const format = workshopFormat(data.format);

  return (
    <dl className="academy-facts academy-facts--detail">
      <div>
        <dt>{t(m.dateTime)}</dt>
        <dd>
          <time dateTime={start}>{formatBerlinDateTime(start, intl.locale)}</time>
        </dd>
      </div>
      <div>
        <dt>{t(m.durationLabel)}</dt>
        <dd>{t(m.duration, { minutes: data.durationMinutes })}</dd>
      </div>
      <div>
        <dt>{t(m.formatLabel)}</dt>
        <dd>{format ? t(formatLabels[format]) : data.format}</dd>
      </div>
      {showsLocation(data.format, data.location) && (
        <div>
          <dt>{t(m.location)}</dt>
          <dd>{data.location}</dd>
        </div>
      )}
      <WorkshopVideoLinkFact format={data.format} link={data.videoCallLink ?? null} />
      {data.category && (
        <div>
          <dt>{t(m.category)}</dt>
          <dd>{data.category}</dd>
        </div>
      )}
      <div>
        <dt>{t(m.placesLabel)}</dt>
        <dd>
          {t(m.placesFree, {
            free: Math.max(0, data.availableSpots),
            max: data.maxParticipants,
          })}
        </dd>
      </div>
      <div>
        <dt>{t(m.price)}</dt>
        <dd>
          <WorkshopPrice workshop={data} member={member} showMemberPrice={!member} />
        </dd>
      </div>
    </dl>
  );
}
