import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../app/meta/usePageMeta';
import { WORKSHOP_PATHS } from '../app/paths';
import { RequireAuth } from '../modules/auth/components/RequireAuth';
import { WorkshopEditor } from '../modules/workshops/components/WorkshopEditor';

const m = defineMessages({
  title: { id: 'workshops.page.create.title', defaultMessage: 'Workshop erstellen' },
  back: { id: 'workshops.page.back', defaultMessage: 'Zurück zu meinen Workshops' },
});

export function WorkshopCreatePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageMeta({ title: t(m.title) });
  return (
    <div className="mk-section">
      <div className="app-container ws-page">
        <p>
          <Link to={WORKSHOP_PATHS.memberAreaTab}>{t(m.back)}</Link>
        </p>
        <h1>{t(m.title)}</h1>
        <RequireAuth>
          <WorkshopEditor />
        </RequireAuth>
      </div>
    </div>
  );
}
