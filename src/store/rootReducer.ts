import { combineSlices } from '@reduxjs/toolkit';
import { api } from '@/api/apiSlice';
import { paginationSlice } from '@/store/paginationSlice';
import { uiSlice } from '@/store/uiSlice';

/**
 * The slices a feature injects when its code loads (RTK's lazy slices): each declares itself here with
 * `declare module '@/store/rootReducer'`, so the state's type knows it (offline reading, loaded when the browser is idle;
 * the Sanskrit script choice, loaded with its control or for a stored choice).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** The store's reducer: the slices every page uses, and room for the ones injected later. */
export const rootReducer = combineSlices(api, paginationSlice, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();
