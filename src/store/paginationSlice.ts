import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { PAGE_SIZE } from '@/api/contract';
import { BLOG_PATH, isBlogListPath } from '@/lib/postPath';
import { parsePageParam } from '../lib/pageItems';

/** Number of list pages for `total` posts; at least 1 so an empty blog still has page 1. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The `/blog` page a query asks for: `?page=N`, or page 1. */
export function pageOfSearch(search: string): number {
  return parsePageParam(new URLSearchParams(search).get('page'));
}

/** A list page's canonical address: `/blog`, `/blog?page=2`. */
export const blogPageAddress = (page: number) => (page > 1 ? `${BLOG_PATH}?page=${page}` : BLOG_PATH);

export interface PaginationState {
  readonly currentPage: number;
}

/** The slice's state for a page opened at `path` (the list's page there, else page 1). */
export function paginationAt(path: string): PaginationState {
  const url = new URL(path, 'http://localhost');
  return { currentPage: isBlogListPath(url.pathname) ? pageOfSearch(url.search) : 1 };
}

/**
 * The blog list page on screen: the list renders this page. Previous, Next and the page buttons change it, and so
 * does going to a `/blog` address (src/app/paginationAddress.ts, which also moves the address to match).
 */
export const paginationSlice = createSlice({
  name: 'pagination',
  initialState: paginationAt('/'),
  reducers: {
    pageChanged(state, action: PayloadAction<number>) {
      state.currentPage = action.payload;
    },
  },
  selectors: {
    selectCurrentPage: (state) => state.currentPage,
  },
});

export const { pageChanged } = paginationSlice.actions;
export const { selectCurrentPage } = paginationSlice.selectors;
