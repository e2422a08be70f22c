import { createAction } from '@reduxjs/toolkit';

/**
 * Carries the API cache a prerendered page was rendered with into the browser's store,
 * so hydration shows the same data without asking for it again.
 */
export const apiCacheHydrated = createAction<unknown>('api/cacheHydrated');
