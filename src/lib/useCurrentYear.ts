import { useHydrated } from './useHydrated';

const yearNow = () => new Date().getFullYear();

/** The current year, hydrated as the build's year printed it (webpack.config.ts), so no mismatch redraws the frame. */
export function useCurrentYear(): number {
  return useHydrated() ? yearNow() : Number(process.env.BUILD_YEAR) || yearNow();
}
