import { isHydrating } from '@/lib/useHydrated';

/**
 * RTK Query's `refetchOnMountOrArgChange` for a component's query. Every page change and every slug change asks the
 * functions (spec §4), as the api slice says for every query; a component React hydrates asks nothing as it mounts.
 * The answers the page was written with are asked for again once React has taken over (`answersRechecked` in
 * src/app/hydration.ts), in a task of their own rather than in the one that runs hydration's effects
 * (docs/decisions/live-revalidation.md).
 */
export const refetchOnMountOrArgChange = (): boolean => !isHydrating();
