import { ProfilePanel } from '../../profiles';

/** "Profile": the member's public profile (data download and deletion are in "Account"). */
export function ProfileTab() {
  return (
    <div className="member-tab">
      <ProfilePanel />
    </div>
  );
}
