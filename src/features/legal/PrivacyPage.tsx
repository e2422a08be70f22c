import { privacyPolicy } from '@/content/legal';
import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
