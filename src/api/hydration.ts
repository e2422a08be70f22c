import { createAction, createSlice } from '@reduxjs/toolkit';

/** Carries a prerendered page's API cache into the browser's store, so hydration shows the same data at once. */
export const apiCacheHydrated = createAction<unknown>('api/cacheHydrated');

/**
 * While React takes over a prerendered page, the queries it mounts use the prerendered answers and ask
 * nothing: their requests would start inside hydration's effects, one long task on a slow phone
 * (`npm run bench`: mobile TBT). `revalidateHydratedQueries` asks for every one of them right after.
 */
export const hydrationSlice = createSlice({
  name: 'hydration',
  initialState: { revalidationHeld: false },
  reducers: {
    hydratedQueriesReleased(state) {
      state.revalidationHeld = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(apiCacheHydrated, (state) => {
      state.revalidationHeld = true;
    });
  },
});

export const { hydratedQueriesReleased } = hydrationSlice.actions;

type HydrationState = ReturnType<typeof hydrationSlice.reducer>;

/** Read from RTK Query's `forceRefetch`, which gives the whole state untyped (a store without the slice holds nothing). */
export function revalidationHeld(state: unknown): boolean {
  return (state as { hydration?: HydrationState }).hydration?.revalidationHeld === true;
}
