import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { PageHead } from './headTags';
import { pendingPageHead } from './pageHeads';

/** The head of the page on screen; the route table computes it, `DocumentHead` and the prerenderer write it. */
export type SeoState = PageHead;

/** The site's own head, until the page on screen gives its own (each page's module has its head, with its structured data). */
const initialState: SeoState = pendingPageHead(undefined, '/');

export const seoSlice = createSlice({
  name: 'seo',
  initialState,
  reducers: {
    /** A head equal to the one in place changes nothing: hydration's first report re-renders no subscriber. */
    pageHeadChanged(state, action: PayloadAction<PageHead>) {
      return JSON.stringify(action.payload) === JSON.stringify(state) ? state : action.payload;
    },
  },
  selectors: {
    selectPageHead: (state) => state,
    selectPageTitle: (state) => state.title,
  },
});

export const { pageHeadChanged } = seoSlice.actions;
export const { selectPageHead, selectPageTitle } = seoSlice.selectors;
