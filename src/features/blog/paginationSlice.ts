import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { PAGE_SIZE } from '@/api/contract';
import { locationChanged } from '@/features/navigation/navigationSlice';
import { isBlogListPath } from '@/lib/postPath';
import { parsePageParam } from './pageItems';

/** Number of list pages for `total` posts; at least 1 so an empty blog still has page 1. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The `/blog` page a query asks for: `?page=N`, or page 1. */
export function pageOfSearch(search: string): number {
  return parsePageParam(new URLSearchParams(search).get('page'));
}

export interface PaginationState {
  readonly currentPage: number;
}

const initialState: PaginationState = { currentPage: 1 };

/**
 * The blog list page on screen: the list renders this page, and the address follows it (`useBlogPage`). The reader
 * changes it with Previous, Next or a page's button (`pageChanged`), or by going to a `/blog` address (a link, a
 * shared `?page=N`, Back and Forward).
 */
export const paginationSlice = createSlice({
  name: 'pagination',
  initialState,
  reducers: {
    pageChanged(state, action: PayloadAction<number>) {
      state.currentPage = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(locationChanged, (state, { payload }) => {
      if (isBlogListPath(payload.pathname)) state.currentPage = pageOfSearch(payload.search);
    });
  },
  selectors: {
    selectCurrentPage: (state) => state.currentPage,
  },
});

export const { pageChanged } = paginationSlice.actions;
export const { selectCurrentPage } = paginationSlice.selectors;
