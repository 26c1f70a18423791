import { defineMessages, useIntl } from 'react-intl';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { RequireAuth } from '../modules/auth/components/RequireAuth';
import { WorkshopApprovals } from '../modules/workshops/review/WorkshopApprovals';
import { WorkshopChanges } from '../modules/workshops/review/WorkshopChanges';

const m = defineMessages({
  title: { id: 'memberWorkshops.page.review.title', defaultMessage: 'Workshops prüfen' },
});

/** Admins: workshops waiting for approval and the change records of live workshops. */
export function WorkshopReviewPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageMeta({ title: t(m.title) });
  return (
    <div className="mk-section">
      <div className="app-container ws-page">
        <h1>{t(m.title)}</h1>
        <RequireAuth role="ADMIN">
          <WorkshopApprovals />
          <WorkshopChanges />
        </RequireAuth>
      </div>
    </div>
  );
}
