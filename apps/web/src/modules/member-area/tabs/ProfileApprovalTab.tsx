import { ProfileApprovalPanel } from '../../admin-review/components/ProfileApprovalPanel';

/** "Profile Approval" (admins only). */
export function ProfileApprovalTab() {
  return (
    <div className="member-tab">
      <ProfileApprovalPanel />
    </div>
  );
}
