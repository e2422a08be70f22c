import { api } from '@/api/apiSlice';
import { topicsHead } from '@/features/seo/discoveryHeads';
import type { PageModule } from '../pageModule';
import { pageQuery } from '../pageQuery';

export { TopicsPage as Page } from '@/features/topics/TopicsPage';

export const head: PageModule['head'] = ({ config }, state) => topicsHead(config.siteUrl, api.endpoints.getTopics.select()(state).data);

export const queries: PageModule['queries'] = () => [pageQuery('getTopics', api.endpoints.getTopics, undefined)];
