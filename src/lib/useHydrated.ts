import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while the server renders and while React hydrates the markup it wrote, true from then on (at once on a page
 * drawn in the browser): React's own server snapshot, for what a prerendered page leaves to its scripts.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
