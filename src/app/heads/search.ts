import { searchHead } from '@/features/seo/discoveryHeads';
import type { HeadOf } from '../routeContext';

export const head: HeadOf = ({ config, searchParams }) => searchHead(config.siteUrl, searchParams.get('q') ?? '');
