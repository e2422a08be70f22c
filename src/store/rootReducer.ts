import { combineSlices } from '@reduxjs/toolkit';
import { api } from '@/api/apiSlice';
import { paginationSlice } from '@/store/paginationSlice';
import { uiSlice } from '@/store/uiSlice';

/** Slices injected with their feature's code, each declared here by `declare module '@/store/rootReducer'`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, paginationSlice, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();
