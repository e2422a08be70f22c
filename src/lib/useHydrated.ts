import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const afterHydrating = () => true;
const onServerAndHydrating = () => false;

/** False on the server and while hydrating, true after (React's server snapshot). */
export const useHydrated = (): boolean => useSyncExternalStore(noChanges, afterHydrating, onServerAndHydrating);
