import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Card } from '@platform/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../app/components/LinkButton';
import { graphql } from '../../../graphql/generated';
import { academyMessages, FORMAT_MESSAGES } from '../academy-messages';
import { academyDetailPath } from '../academy-paths';
import { berlinDate, berlinTime } from '../academy-format';
import { WorkshopPrice } from './WorkshopPrice';

export const AcademyWorkshopCard_workshop = graphql(`
  fragment AcademyWorkshopCard_workshop on Workshop {
    id
    slug
    title
    description
    category
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
    isFeatured
    tags
    promoCodes {
      code
      tool
      description
    }
  }
`);

export interface AcademyWorkshopCardProps {
  workshop: FragmentType<typeof AcademyWorkshopCard_workshop>;
  isMember: boolean;
}

/** One workshop in the Academy list: badges, price, date, places and the way to register. */
export function AcademyWorkshopCard({ workshop, isMember }: AcademyWorkshopCardProps) {
  const intl = useIntl();
  const { data: w, complete } = useFragment({
    fragment: AcademyWorkshopCard_workshop,
    from: workshop,
  });
  if (!complete) return null;
  const soldOut = w.availableSpots <= 0;
  const titleId = `ac-card-${w.id}`;
  const format = FORMAT_MESSAGES[w.format as keyof typeof FORMAT_MESSAGES];

  return (
    <Card as="li" className="ac-card" aria-labelledby={titleId}>
      <div className="ac-card__badges">
        {w.isFeatured && <Badge tone="info">{intl.formatMessage(academyMessages.featured)}</Badge>}
        {w.format === 'online' && (
          <Badge tone="neutral">{intl.formatMessage(academyMessages.online)}</Badge>
        )}
        {soldOut && <Badge tone="danger">{intl.formatMessage(academyMessages.soldOut)}</Badge>}
      </div>
      <h3 id={titleId} className="ac-card__title">
        <Link to={academyDetailPath(w.slug)}>{w.title}</Link>
      </h3>
      {w.category && <p className="ac-card__category">{w.category}</p>}
      <WorkshopPrice
        basePriceCents={w.basePriceCents}
        memberPriceCents={w.memberPriceCents}
        memberDiscountPercent={w.memberDiscountPercent}
        isMember={isMember}
      />
      <p className="ac-card__description">{w.description}</p>
      <dl className="ac-facts">
        <div>
          <dt className="ac-visually-hidden">
            <FormattedMessage id="academy.card.when" defaultMessage="Termin" />
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
        </div>
        <div>
          <dt className="ac-visually-hidden">
            <FormattedMessage id="academy.card.placesLabel" defaultMessage="Plätze" />
          </dt>
          <dd>
            <FormattedMessage
              {...academyMessages.places}
              values={{ taken: w.currentParticipants, max: w.maxParticipants }}
            />
          </dd>
        </div>
        <div>
          <dt className="ac-visually-hidden">
            <FormattedMessage id="academy.card.durationLabel" defaultMessage="Dauer" />
          </dt>
          <dd>
            <FormattedMessage
              {...academyMessages.duration}
              values={{ minutes: w.durationMinutes }}
            />
          </dd>
        </div>
        <div>
          <dt className="ac-visually-hidden">
            <FormattedMessage id="academy.card.formatLabel" defaultMessage="Format" />
          </dt>
          <dd>
            {format ? intl.formatMessage(format) : w.format}
            {w.format !== 'online' && w.location ? ` · ${w.location}` : ''}
          </dd>
        </div>
      </dl>
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
      {isMember && w.promoCodes.length > 0 && (
        <div className="ac-card__promo">
          <p>
            <FormattedMessage {...academyMessages.promoCodes} />
          </p>
          <ul>
            {w.promoCodes.map((code) => (
              <li key={code.code}>
                <strong>{code.tool}</strong>: <code>{code.code}</code> – {code.description}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="ac-card__actions">
        {soldOut ? (
          <LinkButton to={academyDetailPath(w.slug)} variant="secondary">
            {intl.formatMessage(academyMessages.soldOut)}
          </LinkButton>
        ) : (
          <LinkButton to={academyDetailPath(w.slug)}>
            {intl.formatMessage(
              isMember ? academyMessages.registerMember : academyMessages.register,
            )}
          </LinkButton>
        )}
      </div>
    </Card>
  );
}
