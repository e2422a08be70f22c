import { PAGE_SIZE } from '@/api/contract';
import { parsePageParam } from '@/lib/pageItems';

/** `?page=` as on the blog. */
export function topicPageArg(searchParams: URLSearchParams): number {
  return parsePageParam(searchParams.get('page'));
}

export function topicPageItems<T>(posts: readonly T[], page: number): readonly T[] {
  return posts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}
