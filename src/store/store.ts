import { configureStore } from '@reduxjs/toolkit';
import { api, apiConnection } from '@/api/apiSlice';
import type { SiteConfig } from '../config/siteConfig';
import { readConfig } from '../config/siteConfig';
import { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  readonly preloadedState?: Partial<RootState>;
  readonly config?: SiteConfig;
  readonly fetchFn?: typeof fetch;
}

/** Builds a store; tests call it with preloaded state or their own configuration. */
export function makeStore({ preloadedState, config = readConfig(), fetchFn }: MakeStoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: {
          extraArgument: apiConnection({ apiUrl: config.apiUrl, apiKey: config.apiKey, siteUrl: config.siteUrl, fetchFn }),
        },
      }).concat(api.middleware),
    // DevTools in production too, as RTK's default: the state is the site's public content.
    devTools: { name: 'Vedanta site' },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
