import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { ProjectRequestFollow } from '../modules/projects';
import { CompanyProjectHours } from '../modules/project-time';

const m = defineMessages({
  title: { id: 'projects.followPage.title', defaultMessage: 'Ihre Projektanfrage' },
  description: {
    id: 'projects.followPage.description',
    defaultMessage: 'Der aktuelle Stand Ihrer Projektanfrage und ihr Verlauf.',
  },
});

/** The company's page behind the mailed secret link (`?token=`). */
export function ProjectRequestFollowPage() {
  const t = useIntl().formatMessage;
  const [params] = useSearchParams();
  usePageMeta({ title: t(m.title), description: t(m.description) });
  return (
    <div className="mk-section">
      <div className="app-container">
        <h1>{t(m.title)}</h1>
        <ProjectRequestFollow token={params.get('token')} />
        {params.get('token') && <CompanyProjectHours token={params.get('token') ?? ''} />}
      </div>
    </div>
  );
}
