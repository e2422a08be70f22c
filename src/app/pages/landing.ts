import { api } from '@/api/apiSlice';
import { latestPostsArgs } from '@/features/blog/LatestPosts';
import { homeHead } from '@/features/seo/homeHead';
import type { PageModule } from '../pageModule';
import { pageQuery } from '../pageQuery';

export { LandingPage as Page } from '@/features/landing/LandingPage';

export const head: PageModule['head'] = ({ config }) => homeHead(config.siteUrl);

// The newest posts stand in for the news feed when none is configured.
export const queries: PageModule['queries'] = ({ config, domain }) =>
  config.newsFeedUrl ? [] : [pageQuery('getLatestPosts', api.endpoints.getLatestPosts, latestPostsArgs(domain))];
