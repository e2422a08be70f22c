import type { MetainfoArgs } from '@/api/apiSlice';
import { parsePageParam } from '@/lib/pageItems';
import { slugFromPath } from '@/lib/postPath';

/** The list page a `/blog` URL shows. */
export function blogListArgs(searchParams: URLSearchParams, domain: string): MetainfoArgs {
  return { domain, page: parsePageParam(searchParams.get('page')) };
}

/** The slug a post URL asks for, decoded exactly once. */
export function postSlug(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  return slugFromPath(pathname) ?? params.slug ?? '';
}
