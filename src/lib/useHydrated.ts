import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/** False on the server and while hydrating, true after (React's server snapshot). */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
