import '../projects.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { checkProposalRate, proposalRateMessage, rateRangeText } from '@platform/domain';
import { Badge, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { NoticeAlerts, type Notice } from './NoticeAlerts';
import { RateField } from './RateField';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { asOfferStatus, offerStatusMessages } from '../team-messages';

export const ProjectTeamQuery = graphql(`
  query ProjectTeam($requestId: ID!) {
    projectTeam(requestId: $requestId) {
      requestId
      offers {
        id
        specialistUserId
        displayName
        status
        note
        message
        hourlyRateCents
        rateMinCents
        rateMaxCents
      }
      proposal {
        id
        status
        comment
        sentAt
        offerIds
      }
    }
  }
`);

const SendProjectProposalMutation = graphql(`
  mutation SendProjectProposal($input: SendProjectProposalInput!) {
    sendProjectProposal(input: $input) {
      requestId
    }
  }
`);

const WithdrawProjectOfferMutation = graphql(`
  mutation WithdrawProjectOffer($offerId: ID!) {
    withdrawProjectOffer(offerId: $offerId) {
      requestId
    }
  }
`);

const m: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'projects.team.title', defaultMessage: 'Angebote und Vorschlag' },
  withdraw: { id: 'projects.team.withdraw', defaultMessage: 'Angebot zurückziehen' },
  withdrawLabel: {
    id: 'projects.team.withdrawLabel',
    defaultMessage: 'Angebot an {name} zurückziehen',
  },
  withdrawn: {
    id: 'projects.team.withdrawn',
    defaultMessage: 'Das Angebot an {name} ist zurückgezogen; {name} erhält eine kurze E-Mail.',
  },
  range: { id: 'projects.team.range', defaultMessage: 'Rahmen laut Angaben: {range}' },
  none: { id: 'projects.team.none', defaultMessage: 'Noch keine Angebote.' },
  rate: {
    id: 'projects.team.rate',
    defaultMessage: 'Stundensatz für {name} (€, zahlt das Unternehmen)',
  },
  send: { id: 'projects.team.send', defaultMessage: 'Vorschlag an das Unternehmen senden' },
  sending: { id: 'projects.team.sending', defaultMessage: 'Wird gesendet …' },
  sent: { id: 'projects.team.sent', defaultMessage: 'Der Vorschlag ist beim Unternehmen.' },
  failed: {
    id: 'projects.team.failed',
    defaultMessage: 'Der Vorschlag konnte nicht gesendet werden.',
  },
  rateMissing: {
    id: 'projects.team.rateMissing',
    defaultMessage: 'Bitte geben Sie einen Stundensatz zwischen 1 und 1.000 € an.',
  },
  proposal: { id: 'projects.team.proposal', defaultMessage: 'Vorschlag: {status}' },
  proposalComment: {
    id: 'projects.team.proposalComment',
    defaultMessage: 'Kommentar des Unternehmens: {comment}',
  },
  'proposal.sent': { id: 'projects.team.proposal.sent', defaultMessage: 'gesendet' },
  'proposal.accepted': { id: 'projects.team.proposal.accepted', defaultMessage: 'angenommen' },
  'proposal.declined': { id: 'projects.team.proposal.declined', defaultMessage: 'abgelehnt' },
});

/** A request's offers and their answers; once some accepted, the proposal with rates. */
export function ProjectTeamAdmin({ requestId, status }: { requestId: string; status: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useQuery(ProjectTeamQuery, {
    variables: { requestId },
    fetchPolicy: 'cache-and-network',
  });
  const [send] = useMutation(SendProjectProposalMutation, {
    refetchQueries: ['ProjectTeam', 'ProjectRequests'],
  });
  const [withdraw] = useMutation(WithdrawProjectOfferMutation, {
    refetchQueries: ['ProjectTeam'],
  });
  const [rates, setRates] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const team = data?.projectTeam;
  if (!team) return null;
  const accepted = team.offers.filter((o) => o.status === 'accepted');
  const canPropose = status === 'MATCHING' && accepted.length > 0;
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const hasRange = (o: (typeof accepted)[number]) =>
    o.rateMinCents != null || o.rateMaxCents != null;

  const onWithdraw = async (offerId: string, name: string) => {
    setNotice(null);
    try {
      await withdraw({ variables: { offerId } });
      setNotice({ tone: 'success', text: t(m.withdrawn, { name }) });
    } catch (failure) {
      setNotice({ tone: 'danger', text: serverErrorOf(failure).message ?? t(m.failed) });
    }
  };

  const onSend = async () => {
    setNotice(null);
    const found: Record<string, string> = {};
    const members = accepted.map((o) => {
      const euros = Number((rates[o.id] ?? '').replace(',', '.'));
      const cents = Math.round(euros * 100);
      const problem = Number.isFinite(cents) ? checkProposalRate(cents, o) : 'RATE_OUT_OF_RANGE';
      if (problem === 'RATE_OUT_OF_RANGE') found[o.id] = t(m.rateMissing);
      else if (problem) found[o.id] = proposalRateMessage(problem, o, locale);
      return { offerId: o.id, hourlyRateCents: cents };
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await send({ variables: { input: { requestId, members } } });
      setNotice({ tone: 'success', text: t(m.sent) });
    } catch (failure) {
      setNotice({ tone: 'danger', text: serverErrorOf(failure).message ?? t(m.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="project-team" aria-label={t(m.title)}>
      <h4>{t(m.title)}</h4>
      {team.offers.length === 0 && <p>{t(m.none)}</p>}
      <ul className="project-team__list">
        {team.offers.map((o) => (
          <li key={o.id} data-testid="project-team-offer">
            <strong>{o.displayName}</strong>{' '}
            <Badge tone={o.status === 'accepted' ? 'success' : 'neutral'}>
              {t(offerStatusMessages[asOfferStatus(o.status)])}
            </Badge>
            {o.hourlyRateCents
              ? ` · ${intl.formatNumber(o.hourlyRateCents / 100, { style: 'currency', currency: 'EUR' })}`
              : ''}
            {o.message && <q className="project-history__note">{o.message}</q>}
            {o.status === 'offered' && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t(m.withdrawLabel, { name: o.displayName })}
                onClick={() => void onWithdraw(o.id, o.displayName)}
              >
                {t(m.withdraw)}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {team.proposal && (
        <p>
          {t(m.proposal, {
            status: t(m[`proposal.${team.proposal.status}`] ?? m['proposal.sent']),
          })}
          {team.proposal.comment && (
            <>
              <br />
              {t(m.proposalComment, { comment: team.proposal.comment })}
            </>
          )}
        </p>
      )}
      {canPropose && (
        <div className="project-team__propose">
          {accepted.map((o) => (
            <RateField
              key={o.id}
              name={`rate-${o.id}`}
              label={t(m.rate, { name: o.displayName })}
              hint={hasRange(o) ? t(m.range, { range: rateRangeText(o, locale) }) : undefined}
              value={rates[o.id] ?? ''}
              error={errors[o.id]}
              onChange={(value) => setRates({ ...rates, [o.id]: value })}
            />
          ))}
          <Button
            size="sm"
            loading={busy}
            loadingLabel={t(m.sending)}
            onClick={() => void onSend()}
          >
            {t(m.send)}
          </Button>
        </div>
      )}
      <NoticeAlerts notice={notice} />
    </section>
  );
}
