import { LegalPage } from '../modules/legal/components/LegalPage';
import { TERMS } from '../modules/legal/content/terms';

export function TermsPage() {
  return <LegalPage content={TERMS} />;
}
