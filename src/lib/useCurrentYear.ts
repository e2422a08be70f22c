import { useHydrated } from './useHydrated';

const yearNow = () => new Date().getFullYear();

/** The year the site was built in (webpack.config.ts), which its prerendered pages print. */
const buildYear = () => Number(process.env.BUILD_YEAR) || yearNow();

/**
 * The current year. A prerendered page printed its build's year, and hydration reads that one: a page built in
 * December and read in January hydrates as it was written (a mismatch would have React draw the whole frame again),
 * then shows the new year.
 */
export function useCurrentYear(): number {
  return useHydrated() ? yearNow() : buildYear();
}
