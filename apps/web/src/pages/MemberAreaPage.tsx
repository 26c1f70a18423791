import { useIntl } from 'react-intl';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { RequireAuth } from '../modules/auth/components/RequireAuth';
import { VerificationNotice } from '../modules/auth/components/VerificationNotice';
import { MemberArea } from '../modules/member-area/components/MemberArea';
import { memberAreaMessages } from '../modules/member-area/member-area-messages';
import '../modules/member-area/member-area.css';

/** `/member-area`: the signed-in member's tabs (Profile, My Workshops, Services, admin tabs). */
export function MemberAreaPage() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage(memberAreaMessages.metaTitle) });
  return (
    <div className="mk-section">
      <div className="app-container member-area">
        <RequireAuth>
          <VerificationNotice />
          <MemberArea />
        </RequireAuth>
      </div>
    </div>
  );
}
