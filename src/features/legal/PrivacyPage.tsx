import { useMemo } from 'react';
import { useConfig } from '@/config/ConfigContext';
import { privacyPolicy } from '@/content/privacyPolicy';
import { LegalPage } from './LegalPage';
import { legalFactsOf } from './legalFacts';

export function PrivacyPage() {
  const config = useConfig();
  const document = useMemo(() => privacyPolicy(legalFactsOf(config)), [config]);
  return <LegalPage document={document} />;
}
