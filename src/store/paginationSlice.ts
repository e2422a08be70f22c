import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { PAGE_SIZE } from '@/api/contract';
import { BLOG_PATH, isBlogListPath } from '@/lib/postPath';
import { parsePageParam } from '../lib/pageItems';

/** At least 1, so an empty blog still has page 1. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** `?page=N`, or page 1. */
export function pageOfSearch(search: string): number {
  return parsePageParam(new URLSearchParams(search).get('page'));
}

/** A list page's canonical address: `/blog`, `/blog?page=2`. */
export const blogPageAddress = (page: number) => (page > 1 ? `${BLOG_PATH}?page=${page}` : BLOG_PATH);

/** The slice's state for a page opened at `path`. */
export function paginationAt(path: string) {
  const url = new URL(path, 'http://localhost');
  return { currentPage: isBlogListPath(url.pathname) ? pageOfSearch(url.search) : 1 };
}

/** The list page on screen; it and the address follow each other in src/app/paginationAddress.ts. */
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
