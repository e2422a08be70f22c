/** An entry of the pagination bar: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap-start' | 'gap-end';

/** Up to this many pages, every page gets a button. */
const SHOW_ALL_UP_TO = 7;

/**
 * The buttons to show for `current` of `count` pages: all of them for 7 or fewer; otherwise
 * the first, the last, and a window around the current page, with gaps for the rest.
 * The bar always holds seven entries so it does not change width as the reader moves.
 */
export function pageItems(current: number, count: number): PageItem[] {
  if (count <= SHOW_ALL_UP_TO) return Array.from({ length: count }, (_, index) => index + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, 'gap-end', count];
  if (current >= count - 3) return [1, 'gap-start', count - 4, count - 3, count - 2, count - 1, count];
  return [1, 'gap-start', current - 1, current, current + 1, 'gap-end', count];
}

/** The page a `?page=` value asks for: a whole number from 1 up, else page 1. */
export function parsePageParam(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}
