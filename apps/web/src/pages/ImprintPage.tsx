import { LegalPage } from '../modules/legal/components/LegalPage';
import { IMPRINT } from '../modules/legal/content/imprint';

export function ImprintPage() {
  return <LegalPage content={IMPRINT} />;
}
