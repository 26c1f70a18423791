import { ProfilePanel, YourData } from '../../profiles';

/** "Profile": the member's profile, then what we hold about them. */
export function ProfileTab() {
  return (
    <div className="member-tab">
      <ProfilePanel />
      <YourData />
    </div>
  );
}
