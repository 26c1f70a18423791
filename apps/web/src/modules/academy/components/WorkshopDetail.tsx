import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge } from '@platform/ui';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { usePageMeta } from '../../../app/meta/usePageMeta';
import { useAuth } from '../../auth/auth-context';
import { academyMessages, FORMAT_MESSAGES } from '../academy-messages';
import { berlinDate, berlinTime } from '../academy-format';
import { useWorkshopSeo } from '../hooks/useWorkshopSeo';
import { RegistrationCard } from './RegistrationCard';
import { WorkshopPrice } from './WorkshopPrice';

export const WorkshopDetail_workshop = graphql(`
  fragment WorkshopDetail_workshop on Workshop {
    id
    slug
    title
    description
    format
    location
    startTime
    durationMinutes
    maxParticipants
    currentParticipants
    availableSpots
    basePriceCents
    memberDiscountPercent
    memberPriceCents
    learningObjectives
    tags
    posterUrl
    posterIsPdf
    guestRegistrationEnabled
    isPublic
    visibility
    nextSession {
      id
      startsAt
      endsAt
    }
    myRegistration {
      id
      status
    }
  }
`);

export interface WorkshopDetailProps {
  workshop: FragmentType<typeof WorkshopDetail_workshop>;
  /** The path this page is shown under (/academy/... or /workshop/...), for links and SEO. */
  path: string;
}

/** Poster, title, tags, description, objectives, details and the registration card. */
export function WorkshopDetail({ workshop, path }: WorkshopDetailProps) {
  const intl = useIntl();
  const { status } = useAuth();
  const isMember = status === 'authenticated';
  const { data: w, complete } = useFragment({ fragment: WorkshopDetail_workshop, from: workshop });
  usePageMeta({
    title: complete ? w.title : undefined,
    description: complete ? w.description.slice(0, 160) : undefined,
  });
  const seo = useMemo(
    () =>
      complete
        ? {
            title: w.title,
            description: w.description,
            url: path,
            startTime: w.nextSession?.startsAt ?? w.startTime,
            endTime:
              w.nextSession?.endsAt ??
              new Date(new Date(w.startTime).getTime() + w.durationMinutes * 60_000).toISOString(),
            format: w.format,
            location: w.location,
            image: w.posterIsPdf ? null : w.posterUrl,
            priceCents: w.basePriceCents,
            soldOut: w.availableSpots <= 0,
          }
        : null,
    [complete, w, path],
  );
  useWorkshopSeo(seo);
  if (!complete) return null;
  const format = FORMAT_MESSAGES[w.format as keyof typeof FORMAT_MESSAGES];
  const guestsAllowed = w.guestRegistrationEnabled && w.isPublic && w.visibility === 'public';

  return (
    <article className="ac-detail" aria-labelledby="ac-detail-title">
      <div className="ac-detail__main">
        {w.posterUrl && !w.posterIsPdf && (
          <img className="ac-detail__poster" src={w.posterUrl} alt="" width={600} height={600} />
        )}
        <h1 id="ac-detail-title">{w.title}</h1>
        {w.tags.length > 0 && (
          <ul
            className="ac-tags"
            aria-label={intl.formatMessage({
              id: 'academy.card.tags',
              defaultMessage: 'Schlagwörter',
            })}
          >
            {w.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <p className="ac-detail__description">{w.description}</p>
        {w.learningObjectives.length > 0 && (
          <section aria-labelledby="ac-objectives">
            <h2 id="ac-objectives">{intl.formatMessage(academyMessages.objectives)}</h2>
            <ul>
              {w.learningObjectives.map((objective) => (
                <li key={objective}>{objective}</li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="ac-details">
          <h2 id="ac-details">
            <FormattedMessage id="academy.detail.details" defaultMessage="Details" />
          </h2>
          <dl className="ac-detail__facts">
            <dt>
              <FormattedMessage id="academy.detail.when" defaultMessage="Datum und Uhrzeit" />
            </dt>
            <dd>
              <FormattedMessage
                {...academyMessages.dateTime}
                values={{
                  date: berlinDate(w.startTime, intl.locale),
                  time: berlinTime(w.startTime, intl.locale),
                }}
              />
            </dd>
            <dt>
              <FormattedMessage id="academy.card.durationLabel" defaultMessage="Dauer" />
            </dt>
            <dd>
              <FormattedMessage
                {...academyMessages.duration}
                values={{ minutes: w.durationMinutes }}
              />
            </dd>
            <dt>
              <FormattedMessage id="academy.card.formatLabel" defaultMessage="Format" />
            </dt>
            <dd>{format ? intl.formatMessage(format) : w.format}</dd>
            {w.format !== 'online' && w.location && (
              <>
                <dt>
                  <FormattedMessage id="academy.detail.location" defaultMessage="Ort" />
                </dt>
                <dd>{w.location}</dd>
              </>
            )}
            <dt>
              <FormattedMessage id="academy.card.placesLabel" defaultMessage="Plätze" />
            </dt>
            <dd>
              <FormattedMessage
                {...academyMessages.places}
                values={{ taken: w.currentParticipants, max: w.maxParticipants }}
              />{' '}
              {w.availableSpots <= 0 && (
                <Badge tone="danger">{intl.formatMessage(academyMessages.soldOut)}</Badge>
              )}
            </dd>
            <dt>
              <FormattedMessage id="academy.detail.price" defaultMessage="Preis" />
            </dt>
            <dd>
              <WorkshopPrice
                basePriceCents={w.basePriceCents}
                memberPriceCents={w.memberPriceCents}
                memberDiscountPercent={w.memberDiscountPercent}
                isMember
              />
              {!isMember && w.memberPriceCents !== w.basePriceCents && (
                <p className="ac-detail__member-hint">
                  <FormattedMessage
                    id="academy.detail.memberHint"
                    defaultMessage="Mitglieder zahlen {percent} % weniger."
                    values={{ percent: intl.formatNumber(w.memberDiscountPercent) }}
                  />
                </p>
              )}
            </dd>
          </dl>
        </section>
      </div>
      <RegistrationCard
        key={`${w.id}-${status}`}
        workshopId={w.id}
        sessionId={w.nextSession?.id ?? null}
        soldOut={w.availableSpots <= 0}
        guestsAllowed={guestsAllowed}
        myStatus={w.myRegistration?.status ?? null}
      />
    </article>
  );
}
