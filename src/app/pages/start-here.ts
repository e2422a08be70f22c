import { api } from '@/api/apiSlice';
import { START_HERE } from '@/content/site';
import { pathHead } from '@/features/seo/pathHead';
import type { PageModule } from '../pageModule';
import { pageQuery } from '../pageQuery';

export { ReadingPathPage as Page } from '@/features/paths/ReadingPathPage';

export const head: PageModule['head'] = ({ config }, state) =>
  pathHead(config.siteUrl, START_HERE, api.endpoints.getPath.select(START_HERE)(state).data);

export const queries: PageModule['queries'] = () => [pageQuery('getPath', api.endpoints.getPath, START_HERE)];

/** A build whose content has no such path answers 404. */
export const status: PageModule['status'] = (_context, state) =>
  api.endpoints.getPath.select(START_HERE)(state).data === null ? 404 : 200;
