import { PAGE_SIZE } from '@/api/contract';
import { parsePageParam } from '@/lib/pageItems';

/** `?page=` as on the blog. */
export function topicPageArg(searchParams: URLSearchParams): number {
  return parsePageParam(searchParams.get('page'));
}

/** Ten posts a page like the blog's; at least one. */
export function topicPageCount(postCount: number): number {
  return Math.max(1, Math.ceil(postCount / PAGE_SIZE));
}

/** The posts on page `page` (from 1). */
export function topicPageItems<T>(posts: readonly T[], page: number): readonly T[] {
  return posts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}
