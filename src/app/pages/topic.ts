import { api } from '@/api/apiSlice';
import { topicsMeta } from '@/content/discovery';
import { topicHead } from '@/features/seo/discoveryHeads';
import { missingHead, pendingPageHead } from '@/features/seo/pageHeads';
import { parsePageParam } from '@/lib/pageItems';
import { topicFromPath, topicPath } from '@/lib/topics';
import type { PageModule } from '../pageModule';
import { pageQuery } from '../pageQuery';
import type { RouteContext } from '../routeContext';
import type { RootState } from '@/store/store';

export { TopicPage as Page } from '@/features/topics/TopicPage';

const topicArg = ({ pathname, params }: RouteContext) => topicFromPath(pathname) ?? params.topic ?? '';

const topicOf = (context: RouteContext, state: RootState) => api.endpoints.getTopic.select(topicArg(context))(state);

export const head: PageModule['head'] = (context, state) => {
  const { data } = topicOf(context, state);
  const { siteUrl } = context.config;
  if (data) return topicHead(siteUrl, data, parsePageParam(context.searchParams.get('page')));
  return data === null ? missingHead(siteUrl, topicsMeta.notFound) : pendingPageHead(siteUrl, topicPath(topicArg(context)));
};

export const queries: PageModule['queries'] = (context) => [pageQuery('getTopic', api.endpoints.getTopic, topicArg(context))];

export const status: PageModule['status'] = (context, state) => (topicOf(context, state).data === null ? 404 : 200);
