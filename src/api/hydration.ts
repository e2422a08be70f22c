import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** RTK Query's state as rebuilt from a prerendered page's answers (`preloadedApiState`), as far as this slice reads it. */
interface HydratedApiState {
  readonly queries: Readonly<Record<string, { readonly requestId?: string } | undefined>>;
}

/** Carries a prerendered page's API cache into the browser's store, so hydration shows the same data at once. */
export const apiCacheHydrated = createAction<HydratedApiState>('api/cacheHydrated');

/**
 * While React takes over a prerendered page, the queries it mounts use the prerendered answers and ask
 * nothing: their requests would start inside hydration's effects, one long task on a slow phone
 * (`npm run bench`: mobile TBT). `revalidateHydratedRequests` asks for the ones the page uses right after.
 */
export const hydrationSlice = createSlice({
  name: 'hydration',
  initialState: {
    revalidationHeld: false,
    prerenderedRequestIds: [] as string[],
    /** When React took the page over and the queries were released (ms since the epoch). */
    releasedAt: null as number | null,
    /** Whether the visitor has moved since: from then on, every page that mounts asks again. */
    movedSinceRelease: false,
  },
  reducers: {
    hydratedQueriesReleased: {
      reducer(state, action: PayloadAction<number>) {
        state.revalidationHeld = false;
        state.releasedAt = action.payload;
        state.movedSinceRelease = false;
      },
      prepare: () => ({ payload: Date.now() }),
    },
    /** A navigation of the router (the visitor went to another page). */
    locationChanged(state) {
      state.movedSinceRelease = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(apiCacheHydrated, (state, action) => {
      state.revalidationHeld = true;
      // An answer still holding one of these ids is the prerendered one: nothing has asked for it since.
      state.prerenderedRequestIds = Object.values(action.payload.queries).flatMap((entry) => (entry?.requestId ? [entry.requestId] : []));
    });
  },
});

export const { hydratedQueriesReleased, locationChanged } = hydrationSlice.actions;

type HydrationState = ReturnType<typeof hydrationSlice.reducer>;

/** Read from RTK Query's `forceRefetch`, which gives the whole state untyped (a store without the slice holds nothing). */
export function revalidationHeld(state: unknown): boolean {
  return (state as { hydration?: HydrationState }).hydration?.revalidationHeld === true;
}

/**
 * Whether an answer was asked for again after React took the page over, on that same page: a part of the page that
 * mounts again (React may render a part anew as it takes the page over) shows it rather than asking a second time.
 */
export function askedSinceTakeover(state: unknown, startedTimeStamp: number | undefined): boolean {
  const hydration = (state as { hydration?: HydrationState }).hydration;
  if (!hydration || hydration.releasedAt === null || hydration.movedSinceRelease) return false;
  return startedTimeStamp !== undefined && startedTimeStamp >= hydration.releasedAt;
}

/** Whether an answer is the one a prerendered page came with (no request has replaced it). */
export function isPrerenderedAnswer(state: unknown, requestId: string | undefined): boolean {
  return (
    requestId !== undefined && ((state as { hydration?: HydrationState }).hydration?.prerenderedRequestIds.includes(requestId) ?? false)
  );
}
