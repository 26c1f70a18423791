import '../project-time.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatEuro } from '@platform/domain';
import { Alert, Badge, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import type { MyProjectHoursQuery } from '../../../graphql/generated/graphql';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import {
  asMonthStatus,
  dayLabel,
  hoursLabel,
  monthLabel,
  monthStatusMessages,
} from '../project-time-messages';
import { HoursForm, type EditedEntry } from './HoursForm';
import { MyInvoicedMonths } from './MyInvoicedMonths';

export const MyProjectHoursDocument = graphql(`
  query MyProjectHours {
    myProjectHours {
      requestId
      company
      status
      canRecord
      firstDay
      lastDay
      hourlyRateCents
      months {
        month
        status
        totalHours
        entries {
          id
          workDate
          hours
          description
          editable
        }
      }
    }
  }
`);
const DeleteHours = graphql(`
  mutation DeleteProjectHours($id: ID!) {
    deleteProjectHours(id: $id)
  }
`);

const m: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'projects.time.mine.title', defaultMessage: 'Meine Projektstunden' },
  intro: {
    id: 'projects.time.mine.intro',
    defaultMessage:
      'Erfassen Sie Ihre Stunden je Projekt. Bis der Monat abgeschlossen ist, können Sie Einträge ändern oder löschen.',
  },
  loading: { id: 'projects.time.mine.loading', defaultMessage: 'Ihre Projekte werden geladen …' },
  loadFailed: {
    id: 'projects.time.mine.loadFailed',
    defaultMessage: 'Ihre Projekte konnten nicht geladen werden.',
  },
  none: {
    id: 'projects.time.mine.none',
    defaultMessage:
      'Sie sind noch in keinem Projektteam. Sobald ein Unternehmen ein Team mit Ihnen annimmt, erfassen Sie hier Ihre Stunden.',
  },
  rate: { id: 'projects.time.mine.rate', defaultMessage: 'Vereinbarter Stundensatz: {rate}' },
  notRunning: {
    id: 'projects.time.mine.notRunning',
    defaultMessage: 'Das Projekt läuft nicht (mehr): Es können keine Stunden erfasst werden.',
  },
  monthTotal: { id: 'projects.time.mine.monthTotal', defaultMessage: '{month}: {hours} Stunden' },
  noEntries: {
    id: 'projects.time.mine.noEntries',
    defaultMessage: 'Noch keine Stunden in diesem Monat.',
  },
  entryHours: { id: 'projects.time.mine.entryHours', defaultMessage: '{hours} h' },
  edit: { id: 'projects.time.mine.edit', defaultMessage: 'Ändern' },
  editLabel: { id: 'projects.time.mine.editLabel', defaultMessage: 'Eintrag vom {day} ändern' },
  remove: { id: 'projects.time.mine.remove', defaultMessage: 'Löschen' },
  removeLabel: {
    id: 'projects.time.mine.removeLabel',
    defaultMessage: 'Eintrag vom {day} löschen',
  },
  removed: { id: 'projects.time.mine.removed', defaultMessage: 'Der Eintrag wurde gelöscht.' },
  removeFailed: {
    id: 'projects.time.mine.removeFailed',
    defaultMessage: 'Der Eintrag konnte nicht gelöscht werden.',
  },
});

type Project = MyProjectHoursQuery['myProjectHours'][number];

/** The specialist's projects with their hours per month, a form to record more, and what was invoiced. */
export function MyProjectHours() {
  const t = useIntl().formatMessage;
  const { data, loading, error, refetch } = useQuery(MyProjectHoursDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const projects = data?.myProjectHours ?? [];
  return (
    <section className="project-time" aria-labelledby="project-time-title">
      <h2 id="project-time-title">{t(m.title)}</h2>
      <p>{t(m.intro)}</p>
      {loading && !data && <p role="status">{t(m.loading)}</p>}
      {error && !data && (
        <Alert tone="danger" live="assertive">
          <p>{t(m.loadFailed)}</p>
        </Alert>
      )}
      {data && projects.length === 0 && <p>{t(m.none)}</p>}
      {projects.map((project) => (
        <ProjectCard key={project.requestId} project={project} onChanged={() => void refetch()} />
      ))}
      <MyInvoicedMonths />
    </section>
  );
}

function ProjectCard({ project, onChanged }: { project: Project; onChanged: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [editing, setEditing] = useState<EditedEntry | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [remove] = useMutation(DeleteHours);
  const headingId = `project-time-${project.requestId}`;
  const onRemove = async (id: string) => {
    try {
      await remove({ variables: { id } });
      setNotice({ tone: 'success', text: t(m.removed) });
      onChanged();
    } catch (error) {
      setNotice({ tone: 'danger', text: serverErrorOf(error).message ?? t(m.removeFailed) });
    }
  };
  return (
    <article className="project-time__project" aria-labelledby={headingId}>
      <h3 id={headingId}>{project.company}</h3>
      {project.hourlyRateCents !== null && project.hourlyRateCents !== undefined && (
        <p className="project-time__meta">
          {t(m.rate, { rate: formatEuro(project.hourlyRateCents, intl.locale) })}
        </p>
      )}
      {project.canRecord ? (
        <HoursForm
          key={editing?.id ?? 'new'}
          requestId={project.requestId}
          firstDay={project.firstDay ?? null}
          lastDay={project.lastDay ?? null}
          editing={editing}
          onDone={() => {
            setEditing(null);
            onChanged();
          }}
        />
      ) : (
        <p>{t(m.notRunning)}</p>
      )}
      {notice && (
        <Alert tone={notice.tone} live={notice.tone === 'danger' ? 'assertive' : 'polite'}>
          <p>{notice.text}</p>
        </Alert>
      )}
      {project.months.map((month) => {
        const status = asMonthStatus(month.status);
        return (
          <section
            key={month.month}
            className="project-time__month"
            aria-label={monthLabel(month.month, intl.locale)}
          >
            <div className="project-time__month-head">
              <h4>
                {t(m.monthTotal, {
                  month: monthLabel(month.month, intl.locale),
                  hours: hoursLabel(month.totalHours, intl.locale),
                })}
              </h4>
              <Badge
                tone={status === 'open' ? 'info' : status === 'approved' ? 'success' : 'neutral'}
              >
                {t(monthStatusMessages[status])}
              </Badge>
            </div>
            {month.entries.length === 0 ? (
              <p>{t(m.noEntries)}</p>
            ) : (
              <ul className="project-time__entries">
                {month.entries.map((entry) => {
                  const day = dayLabel(entry.workDate, intl.locale);
                  return (
                    <li key={entry.id} className="project-time__entry" data-testid="hours-entry">
                      <span className="project-time__entry-day">{day}</span>
                      <span className="project-time__entry-hours">
                        {t(m.entryHours, { hours: hoursLabel(entry.hours, intl.locale) })}
                      </span>
                      <span className="project-time__entry-text">{entry.description}</span>
                      {entry.editable && (
                        <span className="project-time__entry-actions">
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t(m.editLabel, { day })}
                            onClick={() => setEditing(entry)}
                          >
                            {t(m.edit)}
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t(m.removeLabel, { day })}
                            onClick={() => void onRemove(entry.id)}
                          >
                            {t(m.remove)}
                          </Button>
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </article>
  );
}
