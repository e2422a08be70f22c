import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { PageHead } from './headTags';

/**
 * The head of the page on screen; the route table computes it, `DocumentHead` and the prerenderer write it. None until
 * the first page has given its own: the document keeps the head it was written with (a post hydrated keeps its painted
 * head until the code that works it out has come, `PageView`).
 */
export type SeoState = PageHead | null;

const initialState = null as SeoState;

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
  },
});

export const { pageHeadChanged } = seoSlice.actions;
export const { selectPageHead } = seoSlice.selectors;
