import { notFoundHead } from '@/features/seo/pageHeads';
import type { HeadOf } from '../routeContext';

export const head: HeadOf = ({ config }) => notFoundHead(config.siteUrl);
