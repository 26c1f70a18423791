import { LegalPage } from '../modules/legal/components/LegalPage';
import { PRIVACY_POLICY } from '../modules/legal/content/privacy';

export function PrivacyPage() {
  return <LegalPage content={PRIVACY_POLICY} />;
}
