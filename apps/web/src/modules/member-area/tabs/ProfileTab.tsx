import { ProfilePanel } from '../../profiles/components/ProfilePanel';
import { YourData } from '../../profiles/components/YourData';

/** "Profile": the member's profile, then what we hold about them. */
export function ProfileTab() {
  return (
    <div className="member-tab">
      <ProfilePanel />
      <YourData />
    </div>
  );
}
