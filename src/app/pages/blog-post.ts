import { weakMapMemoize } from '@reduxjs/toolkit';
import { api } from '@/api/apiSlice';
import { blogText } from '@/content/blog';
import { postSlug } from '@/features/blog/blogQueries';
import { outcomeOf, postView } from '@/features/blog/views';
import { postPath } from '@/lib/postPath';
import { missingHead, pendingPageHead } from '@/features/seo/pageHeads';
import { postHead } from '@/features/seo/postHead';
import type { PageModule } from '../pageModule';
import { pageQuery } from '../pageQuery';
import type { RouteContext } from '../routeContext';
import type { RootState } from '@/store/store';

export { BlogPostPage as Page } from '@/features/blog/BlogPostPage';

/** The head is selected on every change of the store. */
const headOfPost = weakMapMemoize(postHead);

const postOf = (context: RouteContext, state: RootState) =>
  postView(outcomeOf(api.endpoints.getDetails.select(postSlug(context.pathname, context.params))(state)));

export const head: PageModule['head'] = (context, state) => {
  const slug = postSlug(context.pathname, context.params);
  const view = postOf(context, state);
  const { siteUrl } = context.config;
  if (view.state === 'post')
    return headOfPost(siteUrl, postPath(slug), view.post, api.endpoints.getReading.select(slug)(state).data?.verses);
  if (view.state === 'missing' || view.state === 'gone') return missingHead(siteUrl, blogText.notFound);
  return pendingPageHead(siteUrl, postPath(slug));
};

export const queries: PageModule['queries'] = ({ pathname, params }) => [
  pageQuery('getDetails', api.endpoints.getDetails, postSlug(pathname, params)),
  pageQuery('getReading', api.endpoints.getReading, postSlug(pathname, params)),
];

export const status: PageModule['status'] = (context, state) => {
  const { state: shown } = postOf(context, state);
  return shown === 'missing' || shown === 'gone' ? 404 : 200;
};
