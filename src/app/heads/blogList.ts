import { blogListArgs } from '@/features/blog/blogQueries';
import { blogListHead } from '@/features/seo/pageHeads';
import type { HeadOf } from '../routeContext';

export const head: HeadOf = ({ config, searchParams, domain }) => blogListHead(config.siteUrl, blogListArgs(searchParams, domain).page);
