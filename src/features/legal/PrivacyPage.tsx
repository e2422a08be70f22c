import { privacyPolicy } from '@/content/privacyPolicy';
import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return <LegalPage write={privacyPolicy} />;
}
