import '../projects.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatBerlinDate, SPECIALIST_LIMITS } from '@platform/domain';
import { Alert, Badge } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { AnswerPanel } from './AnswerPanel';
import { NoticeAlerts, type Notice } from './NoticeAlerts';
import type { MyProjectOffersQuery as MyProjectOffersData } from '../../../graphql/generated/graphql';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { asWorkMode, workModeMessages } from '../project-messages';
import { asOfferStatus, offerStatusMessages } from '../team-messages';

export const MyProjectOffersQuery = graphql(`
  query MyProjectOffers {
    myProjectOffers {
      id
      status
      note
      message
      hourlyRateCents
      offeredAt
      inTeam
      request {
        id
        description
        skills
        hoursPerWeek
        startDate
        durationWeeks
        workMode
        place
        status
      }
      contact {
        company
        contactName
        email
        phone
      }
    }
  }
`);

const AnswerProjectOfferMutation = graphql(`
  mutation AnswerProjectOffer($input: AnswerProjectOfferInput!) {
    answerProjectOffer(input: $input) {
      id
      status
      message
    }
  }
`);

const m: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'projects.mine.title', defaultMessage: 'Projektangebote' },
  intro: {
    id: 'projects.mine.intro',
    defaultMessage:
      'Projekte, die wir Ihnen anbieten. Die Kontaktdaten des Unternehmens sehen Sie, sobald es das Team angenommen hat.',
  },
  empty: { id: 'projects.mine.empty', defaultMessage: 'Noch keine Projektangebote.' },
  loading: { id: 'projects.mine.loading', defaultMessage: 'Wird geladen …' },
  loadFailed: {
    id: 'projects.mine.loadFailed',
    defaultMessage: 'Die Angebote konnten nicht geladen werden.',
  },
  offeredOn: { id: 'projects.mine.offeredOn', defaultMessage: 'Angeboten am {date}' },
  skills: { id: 'projects.mine.skills', defaultMessage: 'Fähigkeiten' },
  scope: {
    id: 'projects.mine.scope',
    defaultMessage:
      '{hours} Std./Woche ab {start}, {weeks, plural, one {# Woche} other {# Wochen}}',
  },
  place: { id: 'projects.mine.place', defaultMessage: 'Arbeitsort' },
  scopeLabel: { id: 'projects.mine.scopeLabel', defaultMessage: 'Umfang' },
  note: { id: 'projects.mine.note', defaultMessage: 'Nachricht von uns' },
  rate: { id: 'projects.mine.rate', defaultMessage: 'Vereinbarter Stundensatz: {rate}' },
  message: { id: 'projects.mine.message', defaultMessage: 'Ihre Nachricht (optional)' },
  yourMessage: { id: 'projects.mine.yourMessage', defaultMessage: 'Ihre Nachricht: {message}' },
  accept: { id: 'projects.mine.accept', defaultMessage: 'Zusagen' },
  decline: { id: 'projects.mine.decline', defaultMessage: 'Absagen' },
  sending: { id: 'projects.mine.sending', defaultMessage: 'Wird gesendet …' },
  answered: { id: 'projects.mine.answered', defaultMessage: 'Danke, Ihre Antwort ist angekommen.' },
  failed: {
    id: 'projects.mine.failed',
    defaultMessage: 'Die Antwort konnte nicht gesendet werden.',
  },
  contactTitle: {
    id: 'projects.mine.contactTitle',
    defaultMessage: 'Das Projekt läuft – Ihr Kontakt',
  },
});

type Offer = MyProjectOffersData['myProjectOffers'][number];

/** The "Projekte" tab: the offers made to the signed-in specialist, answered here. */
export function MyProjectOffers() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(MyProjectOffersQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const offers = data?.myProjectOffers ?? [];
  return (
    <section className="project-mine" aria-labelledby="project-mine-title">
      <h2 id="project-mine-title">{t(m.title)}</h2>
      <p>{t(m.intro)}</p>
      {error && !data && (
        <Alert tone="danger" live="assertive">
          <p>{t(m.loadFailed)}</p>
        </Alert>
      )}
      {loading && !data && <p role="status">{t(m.loading)}</p>}
      {data && offers.length === 0 && <p>{t(m.empty)}</p>}
      <ul className="project-admin__list">
        {offers.map((offer) => (
          <li key={offer.id} className="project-admin__item" data-testid="project-offer">
            <OfferCard offer={offer} onAnswered={() => void refetch()} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OfferCard({ offer, onAnswered }: { offer: Offer; onAnswered: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [answer] = useMutation(AnswerProjectOfferMutation);
  const status = asOfferStatus(offer.status);
  const r = offer.request;
  const headingId = `offer-${offer.id}-title`;
  const title = r.description.split('\n')[0] || r.skills.join(', ');

  const send = async (accept: boolean) => {
    setBusy(accept ? 'accept' : 'decline');
    setNotice(null);
    setFieldError(undefined);
    try {
      await answer({
        variables: { input: { offerId: offer.id, accept, message: message.trim() || null } },
      });
      setNotice({ tone: 'success', text: t(m.answered) });
      onAnswered();
    } catch (failure) {
      const { message: text, fields } = serverErrorOf(failure);
      setFieldError(fields.message);
      setNotice({ tone: 'danger', text: text ?? t(m.failed) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <article aria-labelledby={headingId}>
      <div className="project-admin__item-head">
        <h3 id={headingId}>{title}</h3>
        <Badge
          tone={status === 'accepted' ? 'success' : status === 'offered' ? 'warning' : 'neutral'}
        >
          {t(offerStatusMessages[status])}
        </Badge>
      </div>
      <p className="project-admin__meta">
        {t(m.offeredOn, { date: formatBerlinDate(String(offer.offeredAt), intl.locale) })}
      </p>
      <dl className="project-facts">
        <div>
          <dt>{t(m.skills)}</dt>
          <dd>{r.skills.join(', ')}</dd>
        </div>
        <div>
          <dt>{t(m.place)}</dt>
          <dd>
            {t(workModeMessages[asWorkMode(r.workMode)])}
            {r.place ? `, ${r.place}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t(m.scopeLabel)}</dt>
          <dd>
            {t(m.scope, {
              hours: r.hoursPerWeek,
              start: formatBerlinDate(`${r.startDate}T12:00:00Z`, intl.locale),
              weeks: r.durationWeeks,
            })}
          </dd>
        </div>
      </dl>
      <p className="project-offer__description">{r.description}</p>
      {offer.note && (
        <p>
          <strong>{t(m.note)}:</strong> {offer.note}
        </p>
      )}
      {offer.hourlyRateCents !== null && offer.hourlyRateCents !== undefined && (
        <p>
          {t(m.rate, {
            rate: intl.formatNumber(offer.hourlyRateCents / 100, {
              style: 'currency',
              currency: 'EUR',
            }),
          })}
        </p>
      )}
      {offer.message && <p>{t(m.yourMessage, { message: offer.message })}</p>}
      {offer.contact && (
        <div className="project-contact" data-testid="project-contact">
          <h4>{t(m.contactTitle)}</h4>
          <p>
            {offer.contact.company} · {offer.contact.contactName}
            <br />
            <a href={`mailto:${offer.contact.email}`}>{offer.contact.email}</a>
            {offer.contact.phone && (
              <>
                {' · '}
                <a href={`tel:${offer.contact.phone.replace(/[^+\d]/g, '')}`}>
                  {offer.contact.phone}
                </a>
              </>
            )}
          </p>
        </div>
      )}
      {status === 'offered' && (
        <AnswerPanel
          name="message"
          label={t(m.message)}
          maxLength={SPECIALIST_LIMITS.offerMessage}
          value={message}
          error={fieldError}
          onChange={setMessage}
          busy={busy}
          onAnswer={(accept) => void send(accept)}
          acceptLabel={t(m.accept)}
          declineLabel={t(m.decline)}
          sendingLabel={t(m.sending)}
          size="sm"
        />
      )}
      <NoticeAlerts notice={notice} />
    </article>
  );
}
