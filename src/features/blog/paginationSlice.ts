import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

/** Posts per page of the blog list (spec §9). */
export const PAGE_SIZE = 10;

/** Number of list pages for `total` posts; at least 1 so an empty blog still has page 1. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** `page` bounded to 1..pageCount(total); without a known total only the lower bound applies. */
export function clampPage(page: number, total?: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  const upper = total === undefined ? Number.MAX_SAFE_INTEGER : pageCount(total);
  return Math.min(Math.max(whole, 1), upper);
}

export interface PaginationState {
  readonly currentPage: number;
}

const initialState: PaginationState = { currentPage: 1 };

export const paginationSlice = createSlice({
  name: 'pagination',
  initialState,
  reducers: {
    pageChanged: {
      reducer(state, action: PayloadAction<number>) {
        state.currentPage = action.payload;
      },
      // Bounds are applied when the action is made, so the logged action shows the page actually set.
      prepare(page: number, total?: number) {
        return { payload: clampPage(page, total) };
      },
    },
  },
  selectors: {
    selectCurrentPage: (state) => state.currentPage,
  },
});

export const { pageChanged } = paginationSlice.actions;
export const { selectCurrentPage } = paginationSlice.selectors;
