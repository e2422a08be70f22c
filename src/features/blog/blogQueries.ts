import type { LatestPostsArgs, MetainfoArgs } from '@/api/apiSlice';
import { latestPosts } from '@/content/landing';
import { parsePageParam } from '@/lib/pageItems';
import { slugFromPath } from '@/lib/postPath';

/** The list page a `/blog` URL shows. */
export function blogListArgs(searchParams: URLSearchParams, domain: string): MetainfoArgs {
  return { domain, page: parsePageParam(searchParams.get('page')) };
}

/** The newest posts the landing page shows, read through the cache entry of `/blog`'s first page. */
export function latestPostsArgs(domain: string): LatestPostsArgs {
  return { domain, count: latestPosts.count };
}

/** The slug a post URL asks for, decoded exactly once. */
export function postSlug(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  return slugFromPath(pathname) ?? params.slug ?? '';
}
