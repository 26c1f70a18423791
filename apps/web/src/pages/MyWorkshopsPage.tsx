import { defineMessages, useIntl } from 'react-intl';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { RequireAuth } from '../modules/auth/components/RequireAuth';
import { MyWorkshops } from '../modules/workshops/hosting/MyWorkshops';

const m = defineMessages({
  title: { id: 'memberWorkshops.page.my.title', defaultMessage: 'Meine Workshops' },
});

/** The member's workshops on their own page (the member area shows the same in a tab). */
export function MyWorkshopsPage() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage(m.title) });
  return (
    <div className="mk-section">
      <div className="app-container">
        <RequireAuth>
          <MyWorkshops />
        </RequireAuth>
      </div>
    </div>
  );
}
