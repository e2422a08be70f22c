import { termsOfService } from '@/content/legal';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
