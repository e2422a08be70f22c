import { homeHead } from '@/features/seo/pageHeads';
import type { HeadOf } from '../routeContext';

export const head: HeadOf = ({ config }) => homeHead(config.siteUrl);
