import { api } from '@/api/apiSlice';
import { searchHead } from '@/features/seo/discoveryHeads';
import type { PageModule } from '../pageModule';
import { pageQuery } from '../pageQuery';

export { SearchPage as Page } from '@/features/search/SearchPage';

export const head: PageModule['head'] = ({ config, searchParams }) => searchHead(config.siteUrl, searchParams.get('q') ?? '');

// The topics the page offers before a query and when nothing matches.
export const queries: PageModule['queries'] = () => [pageQuery('getTopics', api.endpoints.getTopics, undefined)];
