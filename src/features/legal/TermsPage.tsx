import { useMemo } from 'react';
import { useConfig } from '@/config/ConfigContext';
import { termsOfService } from '@/content/termsOfService';
import { LegalPage } from './LegalPage';
import { legalFactsOf } from './legalFacts';

export function TermsPage() {
  const config = useConfig();
  const document = useMemo(() => termsOfService(legalFactsOf(config)), [config]);
  return <LegalPage document={document} />;
}
