import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { ApiConnection } from '@/api/apiSlice';
import { api } from '@/api/apiSlice';
import { hydrationSlice } from '@/api/hydration';
import { paginationSlice } from '@/features/blog/paginationSlice';
import { seoSlice } from '@/features/seo/seoSlice';
import { uiSlice } from '@/features/ui/uiSlice';
import type { SiteConfig } from './config';
import { readConfig } from './config';

const rootReducer = combineSlices(api, hydrationSlice, uiSlice, seoSlice, paginationSlice);

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  readonly preloadedState?: Partial<RootState>;
  readonly config?: SiteConfig;
  readonly fetchFn?: typeof fetch;
}

/** Builds a store; tests call it with preloaded state or their own configuration. */
export function makeStore({ preloadedState, config = readConfig(), fetchFn }: MakeStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: {
          extraArgument: { apiUrl: config.apiUrl, apiKey: config.apiKey, fetchFn, siteUrl: config.siteUrl } satisfies ApiConnection,
        },
      }).concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production' && { name: 'Vedanta site' },
  });
  // Refetch on focus and reconnect, as configured per endpoint.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
