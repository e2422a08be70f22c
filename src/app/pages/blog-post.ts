import { weakMapMemoize } from '@reduxjs/toolkit';
import type { BlogDetail } from '@/api/models';
import { api } from '@/api/apiSlice';
import { postSlug } from '@/features/blog/blogQueries';
import { loadMarkdownBody } from '@/features/blog/markdownBodyCode';
import { loadScriptChoice } from '@/features/sanskrit-script/loadScriptChoice';
import { postPath } from '@/lib/postPath';
import { missingPostHead, pendingPageHead } from '@/features/seo/pageHeads';
import { loadPostHead } from '@/features/seo/postHeadCode';
import type { PageModule } from '../pageModule';
import { postOf } from '../routeContext';

export { BlogPostPage as Page } from '@/features/blog/BlogPostPage';

/**
 * Worked out once per post and address: the head is selected on every change of the store, and a post's head reads its
 * whole body (the verses it quotes), a parse of the markdown each time.
 */
const headOfPost = weakMapMemoize((siteUrl: string | undefined, path: string, post: BlogDetail) => {
  const code = loadPostHead();
  if (!code.value) throw new Error("A post's head is worked out before its code has loaded (the module's headCode).");
  return code.value.postHead(siteUrl, path, post);
});

export const head: PageModule['head'] = (context, state) => {
  const view = postOf(context, state);
  const path = postPath(postSlug(context.pathname, context.params));
  const { siteUrl } = context.config;
  if (view.state === 'post') return headOfPost(siteUrl, path, view.post);
  if (view.state === 'missing' || view.state === 'gone') return missingPostHead(siteUrl);
  return pendingPageHead(siteUrl, path);
};

export const queries: PageModule['queries'] = ({ pathname, params }) => [
  api.endpoints.getDetails.initiate(postSlug(pathname, params)),
  api.endpoints.getReading.initiate(postSlug(pathname, params)),
];

export const headCode: PageModule['headCode'] = loadPostHead;

export const ready: PageModule['ready'] = () => Promise.all([loadMarkdownBody(), loadScriptChoice(), loadPostHead()]);

export const status: PageModule['status'] = (context, state) => {
  const { state: shown } = postOf(context, state);
  return shown === 'missing' || shown === 'gone' ? 404 : 200;
};
