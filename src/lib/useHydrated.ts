import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while React hydrates the page it wrote, true from then on (and at once on a
 * page rendered in the browser): for what a prerendered page leaves to its scripts, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
