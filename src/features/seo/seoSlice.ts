import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { siteMeta } from '@/content/site';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

const initialState: PageMeta = siteMeta;

export const seoSlice = createSlice({
  name: 'seo',
  initialState,
  reducers: {
    pageMetaChanged(_state, action: PayloadAction<PageMeta>) {
      return action.payload;
    },
    pageMetaReset() {
      return siteMeta;
    },
  },
  selectors: {
    selectPageTitle: (state) => state.title,
    selectPageDescription: (state) => state.description,
  },
});

export const { pageMetaChanged, pageMetaReset } = seoSlice.actions;
export const { selectPageTitle, selectPageDescription } = seoSlice.selectors;
