import { PAGE_SIZE } from '@/api/contract';

export type PageItem = number | 'gap-start' | 'gap-end';

const SHOW_ALL_UP_TO = 7;

/** Past seven pages: the first, the last and a window around `current`, always seven entries so the bar keeps its width. */
export function pageItems(current: number, count: number): PageItem[] {
  if (count <= SHOW_ALL_UP_TO) return Array.from({ length: count }, (_, index) => index + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, 'gap-end', count];
  if (current >= count - 3) return [1, 'gap-start', count - 4, count - 3, count - 2, count - 1, count];
  return [1, 'gap-start', current - 1, current, current + 1, 'gap-end', count];
}

/** A whole number from 1 up, else page 1. */
export function parsePageParam(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

/** The items of a list the API sends whole (a topic's posts), cut to page `page` as `get_metainfo` pages the blog. */
export function topicPageItems<T>(items: readonly T[], page: number): readonly T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}
