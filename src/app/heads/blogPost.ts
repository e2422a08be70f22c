import { postSlug } from '@/features/blog/blogQueries';
import { postPath } from '@/features/blog/postPath';
import { postHead } from '@/features/seo/postHead';
import { missingPostHead, pendingPageHead } from '@/features/seo/pageHeads';
import type { HeadOf } from '../routeContext';
import { postOf } from '../routeContext';

export const head: HeadOf = (context, state) => {
  const view = postOf(context, state);
  const path = postPath(postSlug(context.pathname, context.params));
  const { siteUrl } = context.config;
  if (view.state === 'post') return postHead(siteUrl, path, view.post);
  if (view.state === 'missing' || view.state === 'gone') return missingPostHead(siteUrl);
  return pendingPageHead(siteUrl, path);
};
