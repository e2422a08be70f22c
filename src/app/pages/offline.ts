import { offlineText } from '@/content/offline';
import { pageHead } from '@/features/seo/pageHeads';
import type { PageModule } from '../pageModule';

export { OfflinePage as Page } from '@/features/offline/OfflinePages';

export const head: PageModule['head'] = ({ config }) => pageHead(config.siteUrl, null, { ...offlineText.offlineMeta, noindex: true });
