import '../projects.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { SPECIALIST_LIMITS } from '@platform/domain';
import { Alert, Badge } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { AnswerPanel } from './AnswerPanel';
import { serverErrorOf } from '../../../shared/graphql/server-error';

export const ProjectProposalByTokenQuery = graphql(`
  query ProjectProposalByToken($token: String!) {
    projectProposalByToken(token: $token) {
      status
      sentAt
      comment
      members {
        displayName
        headline
        photoUrl
        skills
        hourlyRateCents
      }
    }
  }
`);

const AnswerProjectProposalMutation = graphql(`
  mutation AnswerProjectProposal($input: AnswerProjectProposalInput!) {
    answerProjectProposal(input: $input)
  }
`);

const m: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'projects.proposal.title', defaultMessage: 'Ihr vorgeschlagenes Team' },
  intro: {
    id: 'projects.proposal.intro',
    defaultMessage:
      'Diese Fachleute haben zugesagt. Der Stundensatz ist der Betrag, den Sie pro Stunde zahlen.',
  },
  rate: { id: 'projects.proposal.rate', defaultMessage: '{rate} pro Stunde' },
  photo: { id: 'projects.proposal.photo', defaultMessage: 'Foto von {name}' },
  comment: { id: 'projects.proposal.comment', defaultMessage: 'Kommentar (optional)' },
  accept: { id: 'projects.proposal.accept', defaultMessage: 'Team annehmen' },
  decline: { id: 'projects.proposal.decline', defaultMessage: 'Vorschlag ablehnen' },
  sending: { id: 'projects.proposal.sending', defaultMessage: 'Wird gesendet …' },
  accepted: {
    id: 'projects.proposal.accepted',
    defaultMessage: 'Sie haben das Team angenommen. Die Fachleute melden sich bei Ihnen.',
  },
  declined: {
    id: 'projects.proposal.declined',
    defaultMessage: 'Sie haben den Vorschlag abgelehnt.',
  },
  failed: {
    id: 'projects.proposal.failed',
    defaultMessage: 'Ihre Antwort konnte nicht gesendet werden.',
  },
  yourComment: { id: 'projects.proposal.yourComment', defaultMessage: 'Ihr Kommentar: {comment}' },
});

/** The company's view of the proposed team (behind its follow link), accepted or declined here. */
export function ProjectProposal({ token, onAnswered }: { token: string; onAnswered: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, refetch } = useQuery(ProjectProposalByTokenQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const [answer] = useMutation(AnswerProjectProposalMutation);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const proposal = data?.projectProposalByToken;
  if (!proposal) return null;

  const send = async (accept: boolean) => {
    setBusy(accept ? 'accept' : 'decline');
    setFailure(null);
    try {
      await answer({ variables: { input: { token, accept, comment: comment.trim() || null } } });
      await refetch();
      onAnswered();
    } catch (error) {
      const { message, fields } = serverErrorOf(error);
      setFieldError(fields.comment);
      setFailure(message ?? t(m.failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="mk-panel" aria-labelledby="project-proposal-title">
      <h2 id="project-proposal-title" className="mk-panel__title">
        {t(m.title)}
      </h2>
      <p>{t(m.intro)}</p>
      <ul className="project-cards">
        {proposal.members.map((member) => (
          <li key={member.displayName} className="project-card" data-testid="proposal-member">
            {member.photoUrl ? (
              <img
                src={member.photoUrl}
                alt={t(m.photo, { name: member.displayName })}
                width={72}
                height={72}
              />
            ) : (
              <span className="project-card__initials" aria-hidden="true">
                {member.displayName.slice(0, 1)}
              </span>
            )}
            <div>
              <h3>{member.displayName}</h3>
              {member.headline && <p className="project-card__headline">{member.headline}</p>}
              <p className="project-card__skills">{member.skills.join(' · ')}</p>
              {member.hourlyRateCents !== null && member.hourlyRateCents !== undefined && (
                <p>
                  <Badge tone="info">
                    {t(m.rate, {
                      rate: intl.formatNumber(member.hourlyRateCents / 100, {
                        style: 'currency',
                        currency: 'EUR',
                      }),
                    })}
                  </Badge>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {proposal.status === 'sent' ? (
        <AnswerPanel
          name="comment"
          label={t(m.comment)}
          maxLength={SPECIALIST_LIMITS.proposalComment}
          value={comment}
          error={fieldError}
          onChange={setComment}
          busy={busy}
          onAnswer={(accept) => void send(accept)}
          acceptLabel={t(m.accept)}
          declineLabel={t(m.decline)}
          sendingLabel={t(m.sending)}
        />
      ) : (
        <div aria-live="polite">
          <Alert tone={proposal.status === 'accepted' ? 'success' : 'info'} live="off">
            <p>{t(proposal.status === 'accepted' ? m.accepted : m.declined)}</p>
            {proposal.comment && <p>{t(m.yourComment, { comment: proposal.comment })}</p>}
          </Alert>
        </div>
      )}
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
    </section>
  );
}
