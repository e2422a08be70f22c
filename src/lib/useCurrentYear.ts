import { useHydrated } from './useHydrated';

const yearNow = () => new Date().getFullYear();

/** The year prerendered pages print (webpack.config.ts). */
const buildYear = () => Number(process.env.BUILD_YEAR) || yearNow();

/** The current year, hydrated as the build's year printed it (no mismatch redrawing the frame), then updated. */
export function useCurrentYear(): number {
  return useHydrated() ? yearNow() : buildYear();
}
