import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { CheckInScreen, checkinMessages } from '../modules/checkin';
import { RequireAuth } from '../modules/auth';
import { usePageMeta } from '../shared/meta/usePageMeta';

/**
 * `/member-area/workshops/:id/check-in/:sessionId`: a session's check-in (host, admin, helper).
 * The screen reads the session, and so its workshop, from the session id.
 */
export function CheckinPage() {
  const t = useIntl().formatMessage;
  const { sessionId = '' } = useParams();
  usePageMeta({ title: t(checkinMessages.title) });
  return (
    <div className="mk-section">
      <div className="app-container ws-page">
        <h1>{t(checkinMessages.title)}</h1>
        <RequireAuth>
          <CheckInScreen sessionId={sessionId} />
        </RequireAuth>
      </div>
    </div>
  );
}
