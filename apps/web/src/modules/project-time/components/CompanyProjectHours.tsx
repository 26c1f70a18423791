import '../project-time.css';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { ProjectMonths } from './ProjectMonths';

const CompanyHoursDocument = graphql(`
  query ProjectHoursByToken($token: String!) {
    projectHoursByToken(token: $token) {
      requestId
      status
      months {
        ...ProjectMonths_month @unmask
      }
    }
  }
`);

const m: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'projects.time.company.title', defaultMessage: 'Stunden im Projekt' },
  intro: {
    id: 'projects.time.company.intro',
    defaultMessage:
      'Die Stunden Ihres Projektteams je Monat, zu den vereinbarten Stundensätzen (netto). Nach der Freigabe eines Monats erhalten Sie die Rechnung per E-Mail.',
  },
  none: { id: 'projects.time.company.none', defaultMessage: 'Noch keine Stunden erfasst.' },
});

/** The hours of the company's project, through its secret link (per month and specialist). */
export function CompanyProjectHours({ token }: { token: string }) {
  const t = useIntl().formatMessage;
  const { data } = useQuery(CompanyHoursDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const view = data?.projectHoursByToken;
  if (!view || !['RUNNING', 'COMPLETED'].includes(view.status)) return null;
  return (
    <section className="project-time" aria-labelledby="company-hours-title">
      <h2 id="company-hours-title">{t(m.title)}</h2>
      <p>{t(m.intro)}</p>
      {view.months.length === 0 ? <p>{t(m.none)}</p> : <ProjectMonths months={view.months} />}
    </section>
  );
}
