import { ProfileApprovalPanel } from '../../profile-approval';

/** "Profile Approval" (admins only). */
export function ProfileApprovalTab() {
  return (
    <div className="member-tab">
      <ProfileApprovalPanel />
    </div>
  );
}
