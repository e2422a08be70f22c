import { termsOfService } from '@/content/termsOfService';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return <LegalPage write={termsOfService} />;
}
