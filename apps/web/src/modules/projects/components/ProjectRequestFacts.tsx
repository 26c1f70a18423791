import { formatBerlinDate, type ProjectRequestFields } from '@platform/domain';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { asWorkMode, workModeMessages } from '../project-messages';

// Plain descriptors: the typed ones refuse values in plurals and placeholders.
const m: Record<string, MessageDescriptor> = defineMessages({
  company: { id: 'projects.facts.company', defaultMessage: 'Unternehmen' },
  contactName: { id: 'projects.facts.contactName', defaultMessage: 'Ansprechperson' },
  skills: { id: 'projects.facts.skills', defaultMessage: 'Gesuchte Fähigkeiten' },
  scope: { id: 'projects.facts.scope', defaultMessage: 'Umfang' },
  scopeValue: {
    id: 'projects.facts.scopeValue',
    defaultMessage:
      '{hours, plural, one {# Stunde} other {# Stunden}} pro Woche, {weeks, plural, one {# Woche} other {# Wochen}}',
  },
  start: { id: 'projects.facts.start', defaultMessage: 'Beginn' },
  place: { id: 'projects.facts.place', defaultMessage: 'Arbeitsort' },
  budget: { id: 'projects.facts.budget', defaultMessage: 'Budget' },
  budgetValue: { id: 'projects.facts.budgetValue', defaultMessage: '{min} bis {max}' },
  description: { id: 'projects.facts.description', defaultMessage: 'Beschreibung' },
});

/** What both views show (the server sends the work mode as a string). */
export type ProjectRequestFactsData = Omit<
  ProjectRequestFields,
  'email' | 'phone' | 'workMode' | 'skills'
> & { workMode: string; skills: readonly string[] };

/** The request's facts as a definition list (the company's page and the admins' pipeline). */
export function ProjectRequestFacts({ request }: { request: ProjectRequestFactsData }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const euros = (value: number | null) =>
    value === null
      ? '–'
      : intl.formatNumber(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const mode = t(workModeMessages[asWorkMode(request.workMode)]);
  const hasBudget = request.budgetMinEuros !== null || request.budgetMaxEuros !== null;
  return (
    <dl className="project-facts">
      <div>
        <dt>{t(m.company)}</dt>
        <dd>{request.company || '–'}</dd>
      </div>
      <div>
        <dt>{t(m.contactName)}</dt>
        <dd>{request.contactName || '–'}</dd>
      </div>
      <div>
        <dt>{t(m.skills)}</dt>
        <dd>
          <ul className="project-facts__skills">
            {request.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{t(m.scope)}</dt>
        <dd>{t(m.scopeValue, { hours: request.hoursPerWeek, weeks: request.durationWeeks })}</dd>
      </div>
      <div>
        <dt>{t(m.start)}</dt>
        <dd>
          <time dateTime={request.startDate}>
            {formatBerlinDate(`${request.startDate}T12:00:00Z`, intl.locale)}
          </time>
        </dd>
      </div>
      <div>
        <dt>{t(m.place)}</dt>
        <dd>{request.place ? `${mode}, ${request.place}` : mode}</dd>
      </div>
      {hasBudget && (
        <div>
          <dt>{t(m.budget)}</dt>
          <dd>
            {t(m.budgetValue, {
              min: euros(request.budgetMinEuros),
              max: euros(request.budgetMaxEuros),
            })}
          </dd>
        </div>
      )}
      <div className="project-facts__wide">
        <dt>{t(m.description)}</dt>
        <dd className="project-facts__description">{request.description || '–'}</dd>
      </div>
    </dl>
  );
}
