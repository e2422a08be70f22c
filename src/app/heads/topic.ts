import { missingTopicHead, topicHead } from '@/features/seo/discoveryHeads';
import { pendingPageHead } from '@/features/seo/pageHeads';
import { topicPageArg } from '@/features/topics/topicPages';
import { topicPath } from '@/lib/topics';
import type { HeadOf } from '../routeContext';
import { topicArg, topicOf } from '../routeContext';

export const head: HeadOf = (context, state) => {
  const { data } = topicOf(context, state);
  const { siteUrl } = context.config;
  if (data) return topicHead(siteUrl, data, topicPageArg(context.searchParams));
  return data === null ? missingTopicHead(siteUrl) : pendingPageHead(siteUrl, topicPath(topicArg(context)));
};
