import { privacyPage } from '@/content/legalPages';
import { legalHead } from '@/features/seo/pageHeads';
import type { PageModule } from '../pageModule';

export { PrivacyPage as Page } from '@/features/legal/PrivacyPage';

export const head: PageModule['head'] = ({ config }) => legalHead(config.siteUrl, '/privacy', privacyPage);
