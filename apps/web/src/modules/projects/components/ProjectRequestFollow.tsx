import '../projects.css';
import { useQuery } from '@apollo/client/react';
import { formatBerlinDateTime } from '@platform/domain';
import { Alert, Badge } from '@platform/ui';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { asStatus, statusExplanations, statusMessages } from '../project-messages';
import { ProjectProposal } from './ProjectProposal';
import { ProjectRequestFacts } from './ProjectRequestFacts';

export const ProjectRequestByTokenQuery = graphql(`
  query ProjectRequestByToken($token: String!) {
    projectRequestByToken(token: $token) {
      id
      company
      contactName
      description
      skills
      hoursPerWeek
      startDate
      durationWeeks
      workMode
      place
      budgetMinEuros
      budgetMaxEuros
      status
      closeReason
      createdAt
      history {
        fromStatus
        toStatus
        at
      }
    }
  }
`);

// Plain descriptors: the typed ones refuse values in plurals and placeholders.
const m: Record<string, MessageDescriptor> = defineMessages({
  loading: { id: 'projects.follow.loading', defaultMessage: 'Ihre Anfrage wird geladen …' },
  notFound: {
    id: 'projects.follow.notFound',
    defaultMessage:
      'Diese Projektanfrage gibt es nicht, oder der Link ist nicht mehr gültig. Bitte prüfen Sie den Link aus Ihrer E-Mail.',
  },
  loadFailed: {
    id: 'projects.follow.loadFailed',
    defaultMessage:
      'Die Anfrage konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  },
  statusTitle: { id: 'projects.follow.statusTitle', defaultMessage: 'Aktueller Stand' },
  closeReason: { id: 'projects.follow.closeReason', defaultMessage: 'Begründung: {reason}' },
  requestTitle: { id: 'projects.follow.requestTitle', defaultMessage: 'Ihre Anfrage' },
  sentAt: { id: 'projects.follow.sentAt', defaultMessage: 'Gesendet am {date}' },
  historyTitle: { id: 'projects.follow.historyTitle', defaultMessage: 'Verlauf' },
});

/** The company's page behind its secret link: the request, its status and its history. */
export function ProjectRequestFollow({ token }: { token: string | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(ProjectRequestByTokenQuery, {
    variables: { token: token ?? '' },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  if (!token) {
    return (
      <Alert tone="danger" live="assertive">
        <p>{t(m.notFound)}</p>
      </Alert>
    );
  }
  if (loading && !data) return <p role="status">{t(m.loading)}</p>;
  const request = data?.projectRequestByToken;
  if (error || !request) {
    const notFound = serverErrorOf(error).code === 'PROJECT_REQUEST_NOT_FOUND';
    return (
      <Alert tone="danger" live="assertive">
        <p>{t(notFound || !error ? m.notFound : m.loadFailed)}</p>
      </Alert>
    );
  }
  const status = asStatus(request.status);
  return (
    <div className="project-follow">
      <ProjectProposal token={token} onAnswered={() => void refetch()} />
      <section className="mk-panel" aria-labelledby="project-status-title">
        <h2 id="project-status-title" className="mk-panel__title">
          {t(m.statusTitle)}
        </h2>
        <p className="project-follow__status">
          <Badge tone={status === 'CLOSED' ? 'neutral' : 'info'}>
            <span data-testid="project-status">{t(statusMessages[status])}</span>
          </Badge>
        </p>
        <p>{t(statusExplanations[status])}</p>
        {request.closeReason && <p>{t(m.closeReason, { reason: request.closeReason })}</p>}
        <h3>{t(m.historyTitle)}</h3>
        <ol className="project-history">
          {request.history.map((step) => (
            <li key={`${step.toStatus}-${String(step.at)}`}>
              <time dateTime={String(step.at)}>
                {formatBerlinDateTime(String(step.at), intl.locale)}
              </time>{' '}
              {t(statusMessages[asStatus(step.toStatus)])}
            </li>
          ))}
        </ol>
      </section>
      <section className="mk-panel" aria-labelledby="project-request-title">
        <h2 id="project-request-title" className="mk-panel__title">
          {t(m.requestTitle)}
        </h2>
        <p className="project-follow__sent">
          {t(m.sentAt, { date: formatBerlinDateTime(String(request.createdAt), intl.locale) })}
        </p>
        <ProjectRequestFacts request={request} />
      </section>
    </div>
  );
}
