import { ProfileApprovalPanel } from '../../profile-approval/components/ProfileApprovalPanel';

/** "Profile Approval" (admins only). */
export function ProfileApprovalTab() {
  return (
    <div className="member-tab">
      <ProfileApprovalPanel />
    </div>
  );
}
