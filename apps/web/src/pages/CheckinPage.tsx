import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { CheckInScreen, checkinMessages } from '../modules/checkin';
import { RequireAuth } from '../modules/auth';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { registrantsPath } from '../shared/paths';

/** `/member-area/workshops/:id/check-in/:sessionId`: a session's check-in (host, admin, helper). */
export function CheckinPage() {
  const t = useIntl().formatMessage;
  const { id = '', sessionId = '' } = useParams();
  usePageMeta({ title: t(checkinMessages.title) });
  return (
    <div className="mk-section">
      <div className="app-container ws-page">
        <p>
          <Link to={registrantsPath(id)}>{t(checkinMessages.back)}</Link>
        </p>
        <h1>{t(checkinMessages.title)}</h1>
        <RequireAuth>
          <CheckInScreen sessionId={sessionId} />
        </RequireAuth>
      </div>
    </div>
  );
}
