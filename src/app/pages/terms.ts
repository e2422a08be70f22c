import { termsPage } from '@/content/legalPages';
import { legalHead } from '@/features/seo/pageHeads';
import type { PageModule } from '../pageModule';

export { TermsPage as Page } from '@/features/legal/TermsPage';

export const head: PageModule['head'] = ({ config }) => legalHead(config.siteUrl, '/terms', termsPage);
