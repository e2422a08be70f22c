import type { SiteConfig } from '@/config/siteConfig';
import type { RootState } from '@/store/store';
import { api } from '@/api/apiSlice';
import { postSlug } from '@/features/blog/blogQueries';
import { outcomeOf, postView } from '@/features/blog/views';
import { topicFromPath } from '@/lib/topics';

export interface RouteContext {
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The `domain` the list function is asked for (spec §7). */
  readonly domain: string;
  readonly config: SiteConfig;
}

export function postOf(context: RouteContext, state: RootState) {
  return postView(outcomeOf(api.endpoints.getDetails.select(postSlug(context.pathname, context.params))(state)));
}

/** Decoded once. */
export function topicArg({ pathname, params }: RouteContext): string {
  return topicFromPath(pathname) ?? params.topic ?? '';
}

export function topicOf(context: RouteContext, state: RootState) {
  return api.endpoints.getTopic.select(topicArg(context))(state);
}
