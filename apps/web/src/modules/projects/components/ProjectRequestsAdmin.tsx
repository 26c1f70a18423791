import '../projects.css';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  formatBerlinDateTime,
  PROJECT_REQUEST_LIMITS,
  PROJECT_REQUEST_STATUSES,
  type ProjectRequestStatus,
} from '@platform/domain';
import { Alert, Badge, Button, SelectField, TextAreaField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { NoticeAlerts, type Notice } from './NoticeAlerts';
import type { ProjectRequestsQuery as ProjectRequestsData } from '../../../graphql/generated/graphql';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { asStatus, statusMessages } from '../project-messages';
import { ProjectMatching } from './ProjectMatching';
import { ProjectRequestFacts } from './ProjectRequestFacts';

export const ProjectRequestsQuery = graphql(`
  query ProjectRequests($status: String) {
    projectRequests(status: $status) {
      id
      company
      contactName
      email
      phone
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
      locale
      createdAt
      nextStatuses
      history {
        id
        fromStatus
        toStatus
        actorName
        note
        at
      }
    }
  }
`);

const MoveProjectRequestMutation = graphql(`
  mutation MoveProjectRequest($input: MoveProjectRequestInput!) {
    moveProjectRequest(input: $input) {
      id
      status
      closeReason
      nextStatuses
      history {
        id
        fromStatus
        toStatus
        actorName
        note
        at
      }
    }
  }
`);

// Plain descriptors: the typed ones refuse values in plurals and placeholders.
const m: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'projects.admin.title', defaultMessage: 'Projektanfragen' },
  intro: {
    id: 'projects.admin.intro',
    defaultMessage:
      'Anfragen von Unternehmen: neu → im Matching → vorgeschlagen → angenommen / abgelehnt → läuft → abgeschlossen, oder geschlossen mit Begründung.',
  },
  filter: { id: 'projects.admin.filter', defaultMessage: 'Status' },
  all: { id: 'projects.admin.all', defaultMessage: 'Alle' },
  empty: { id: 'projects.admin.empty', defaultMessage: 'Keine Projektanfragen.' },
  loading: { id: 'projects.admin.loading', defaultMessage: 'Wird geladen …' },
  loadFailed: {
    id: 'projects.admin.loadFailed',
    defaultMessage: 'Die Projektanfragen konnten nicht geladen werden.',
  },
  retry: { id: 'projects.admin.retry', defaultMessage: 'Erneut laden' },
  contact: { id: 'projects.admin.contact', defaultMessage: 'Kontakt' },
  language: { id: 'projects.admin.language', defaultMessage: 'Sprache: {locale}' },
  received: { id: 'projects.admin.received', defaultMessage: 'Eingegangen {date}' },
  history: { id: 'projects.admin.history', defaultMessage: 'Details und Verlauf' },
  historyStep: {
    id: 'projects.admin.historyStep',
    defaultMessage: '{status} – {who}',
  },
  company: { id: 'projects.admin.companyActor', defaultMessage: 'Unternehmen (Formular)' },
  moveTo: { id: 'projects.admin.moveTo', defaultMessage: 'Nächster Schritt' },
  note: { id: 'projects.admin.note', defaultMessage: 'Notiz (intern)' },
  reason: {
    id: 'projects.admin.reason',
    defaultMessage: 'Begründung (für das Unternehmen sichtbar)',
  },
  move: { id: 'projects.admin.move', defaultMessage: 'Status ändern' },
  moving: { id: 'projects.admin.moving', defaultMessage: 'Wird gespeichert …' },
  moved: {
    id: 'projects.admin.moved',
    defaultMessage: 'Die Anfrage von {company} steht jetzt auf „{status}“.',
  },
  moveFailed: {
    id: 'projects.admin.moveFailed',
    defaultMessage: 'Der Status konnte nicht geändert werden.',
  },
  final: { id: 'projects.admin.final', defaultMessage: 'Dieser Status ist endgültig.' },
  closeReason: { id: 'projects.admin.closeReason', defaultMessage: 'Begründung: {reason}' },
});

type Request = ProjectRequestsData['projectRequests'][number];

/** Admin tab section: the project request pipeline, each request with its history and next step. */
export function ProjectRequestsAdmin() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [filter, setFilter] = useState<ProjectRequestStatus | ''>('');
  const { data, loading, error, refetch } = useQuery(ProjectRequestsQuery, {
    variables: { status: filter || null },
    fetchPolicy: 'cache-and-network',
  });
  const requests = data?.projectRequests ?? [];

  return (
    <section className="project-admin" aria-labelledby="project-admin-title">
      <div className="project-admin__head">
        <h2 id="project-admin-title">{t(m.title)}</h2>
        <SelectField
          label={t(m.filter)}
          value={filter}
          onChange={(event) => setFilter(event.target.value as ProjectRequestStatus | '')}
        >
          <option value="">{t(m.all)}</option>
          {PROJECT_REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(statusMessages[status])}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="project-admin__intro">{t(m.intro)}</p>
      {error && !data && (
        <Alert tone="danger" live="assertive">
          <p>{t(m.loadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t(m.retry)}
          </Button>
        </Alert>
      )}
      {loading && !data && <p role="status">{t(m.loading)}</p>}
      {data && requests.length === 0 && <p>{t(m.empty)}</p>}
      {requests.length > 0 && (
        <ul className="project-admin__list">
          {requests.map((request) => (
            <li key={request.id} className="project-admin__item" data-testid="project-request">
              <ProjectRequestCard request={request} onMoved={() => void refetch()} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProjectRequestCard({ request, onMoved }: { request: Request; onMoved: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const status = asStatus(request.status);
  const [notice, setNotice] = useState<Notice | null>(null);
  const headingId = `project-${request.id}-title`;
  return (
    <article aria-labelledby={headingId}>
      <div className="project-admin__item-head">
        <h3 id={headingId}>{request.company || '–'}</h3>
        <Badge tone={status === 'NEW' ? 'warning' : status === 'CLOSED' ? 'neutral' : 'info'}>
          {t(statusMessages[status])}
        </Badge>
      </div>
      <p className="project-admin__meta">
        {t(m.received, { date: formatBerlinDateTime(String(request.createdAt), intl.locale) })}
        {' · '}
        {t(m.contact)}: {request.contactName}{' '}
        {request.email && <a href={`mailto:${request.email}`}>{request.email}</a>}
        {request.phone && (
          <>
            {' · '}
            <a href={`tel:${request.phone.replace(/[^+\d]/g, '')}`}>{request.phone}</a>
          </>
        )}
        {' · '}
        {t(m.language, { locale: request.locale.toUpperCase() })}
      </p>
      {request.closeReason && <p>{t(m.closeReason, { reason: request.closeReason })}</p>}
      <details className="project-admin__details">
        <summary>{t(m.history)}</summary>
        <ProjectRequestFacts request={request} />
        <ol className="project-history">
          {request.history.map((step) => (
            <li key={step.id}>
              <time dateTime={String(step.at)}>
                {formatBerlinDateTime(String(step.at), intl.locale)}
              </time>{' '}
              {t(m.historyStep, {
                status: t(statusMessages[asStatus(step.toStatus)]),
                who: step.actorName ?? t(m.company),
              })}
              {step.note && <q className="project-history__note">{step.note}</q>}
            </li>
          ))}
        </ol>
      </details>
      <ProjectMatching requestId={request.id} status={request.status} />
      {request.nextStatuses.length > 0 ? (
        // A new status brings new next steps: the form starts afresh.
        <MoveForm key={request.status} request={request} onNotice={setNotice} onMoved={onMoved} />
      ) : (
        <p className="project-admin__final">{t(m.final)}</p>
      )}
      <NoticeAlerts notice={notice} />
    </article>
  );
}

function MoveForm({
  request,
  onMoved,
  onNotice,
}: {
  request: Request;
  onMoved: () => void;
  onNotice: (notice: Notice | null) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const next = request.nextStatuses.map(asStatus);
  const [to, setTo] = useState<ProjectRequestStatus>(next[0]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [move] = useMutation(MoveProjectRequestMutation);
  const closing = to === 'CLOSED';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    onNotice(null);
    setNoteError(undefined);
    try {
      await move({
        variables: { input: { id: request.id, status: to, note: note.trim() || null } },
      });
      onNotice({
        tone: 'success',
        text: t(m.moved, { company: request.company, status: t(statusMessages[to]) }),
      });
      onMoved();
    } catch (failure) {
      const { message, fields } = serverErrorOf(failure);
      setNoteError(fields.note);
      onNotice({ tone: 'danger', text: message ?? t(m.moveFailed) });
      setBusy(false);
    }
  };

  return (
    <form className="project-admin__move" noValidate onSubmit={(event) => void onSubmit(event)}>
      <SelectField
        label={t(m.moveTo)}
        name="status"
        value={to}
        onChange={(event) => setTo(asStatus(event.target.value))}
      >
        {next.map((status) => (
          <option key={status} value={status}>
            {t(statusMessages[status])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t(closing ? m.reason : m.note)}
        name="note"
        rows={2}
        required={closing}
        maxLength={PROJECT_REQUEST_LIMITS.note}
        value={note}
        error={noteError}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" size="sm" loading={busy} loadingLabel={t(m.moving)}>
        {t(m.move)}
      </Button>
    </form>
  );
}
