import { termsPage } from '@/content/legalPages';
import { legalHead } from '@/features/seo/pageHeads';
import type { HeadOf } from '../routeContext';

export const head: HeadOf = ({ config }) => legalHead(config.siteUrl, '/terms', termsPage);
