import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { PAGE_SIZE } from '@/api/contract';

/** Number of list pages for `total` posts; at least 1 so an empty blog still has page 1. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export interface PaginationState {
  readonly currentPage: number;
}

const initialState: PaginationState = { currentPage: 1 };

/** The blog list page on screen; it follows the URL's `?page=` (see `useBlogPage`). */
export const paginationSlice = createSlice({
  name: 'pagination',
  initialState,
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
