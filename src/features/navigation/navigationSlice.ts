import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { parsePath } from 'react-router';

/** Where the reader is: the address bar's path, query and fragment. */
export interface SiteLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** A path as the router reads it: `/blog?page=2#top` → its pathname, search and hash. */
export function locationOf(path: string): SiteLocation {
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  return { pathname, search, hash };
}

export function sameLocation(a: SiteLocation, b: SiteLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/**
 * The router's location, as every navigation leaves it: a link, a form, Back and Forward, the page moving to the
 * address it was served at. The router dispatches `locationChanged` before it renders the new page, and the address
 * bar follows this slice (`SiteRouter`), so a jump in Redux DevTools takes the reader there.
 */
export const navigationSlice = createSlice({
  name: 'navigation',
  initialState: { location: locationOf('/') },
  reducers: {
    locationChanged(state, action: PayloadAction<SiteLocation>) {
      state.location = action.payload;
    },
  },
  selectors: {
    selectLocation: (state) => state.location,
  },
});

export const { locationChanged } = navigationSlice.actions;
export const { selectLocation } = navigationSlice.selectors;
