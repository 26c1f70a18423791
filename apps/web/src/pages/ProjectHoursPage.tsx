import { defineMessages, useIntl } from 'react-intl';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { RequireAuth } from '../modules/auth/components/RequireAuth';
import { MyProjectHours } from '../modules/project-time';

const m = defineMessages({
  title: { id: 'projects.time.page.title', defaultMessage: 'Projektstunden' },
});

/** A specialist's hours on running projects (joins the member area's "Projekte" tab later). */
export function ProjectHoursPage() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage(m.title) });
  return (
    <div className="mk-section">
      <div className="app-container">
        <RequireAuth>
          <h1>{intl.formatMessage(m.title)}</h1>
          <MyProjectHours />
        </RequireAuth>
      </div>
    </div>
  );
}
