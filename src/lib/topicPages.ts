import { PAGE_SIZE } from '@/api/contract';
import { parsePageParam } from '@/lib/pageItems';

/** The page of a topic a URL asks for: `?page=` as on the blog. */
export function topicPageArg(searchParams: URLSearchParams): number {
  return parsePageParam(searchParams.get('page'));
}

/** A topic's pages, ten posts each like the blog's; at least one. */
export function topicPageCount(postCount: number): number {
  return Math.max(1, Math.ceil(postCount / PAGE_SIZE));
}

/** The posts on page `page` (from 1) of a topic. */
export function topicPageItems<T>(posts: readonly T[], page: number): readonly T[] {
  return posts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}
