import { ProfilePanel } from '../../profiles';
import { SpecialistTermsForm } from '../../projects';

/** "Profile": the member's public profile (data download and deletion are in "Account"). */
export function ProfileTab() {
  return (
    <div className="member-tab">
      <ProfilePanel />
      <SpecialistTermsForm />
    </div>
  );
}
