import { api } from '@/api/apiSlice';
import { blogListArgs } from '@/features/blog/blogQueries';
import { pageCount } from '@/store/paginationSlice';
import { blogListHead } from '@/features/seo/blogListHead';
import type { PageModule } from '../pageModule';
import { pageQuery } from '../pageQuery';

export { BlogListPage as Page } from '@/features/blog/BlogListPage';

export const head: PageModule['head'] = ({ config, searchParams, domain }, state) => {
  const args = blogListArgs(searchParams, domain);
  const list = api.endpoints.getMetainfo.select(args)(state).data;
  return blogListHead(config.siteUrl, args.page, list?.blogs, list && pageCount(list.total));
};

export const queries: PageModule['queries'] = ({ searchParams, domain }) => [
  pageQuery('getMetainfo', api.endpoints.getMetainfo, blogListArgs(searchParams, domain)),
];
