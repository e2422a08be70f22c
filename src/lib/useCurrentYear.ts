import { useSyncExternalStore } from 'react';

const yearNow = () => new Date().getFullYear();

/** The year the site was built in (webpack.config.ts), which its prerendered pages print. */
const buildYear = () => Number(process.env.BUILD_YEAR) || yearNow();

const noChanges = () => () => undefined;

/**
 * The current year. A prerendered page printed its build's year, and hydration reads that one (React's server
 * snapshot): a page built in December and read in January hydrates as it was written (a mismatch would have React draw
 * the whole frame again), then shows the new year. In any other year nothing is drawn again.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noChanges, yearNow, buildYear);
}
