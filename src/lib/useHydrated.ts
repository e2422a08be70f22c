import { useSyncExternalStore } from 'react';

/** React is hydrating a painted page (or has, and the parts that wait for it have not yet been told). */
let hydrating = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** React is hydrating the painted page: read where a render must not ask for what a painted page already has. */
export function isHydrating(): boolean {
  return hydrating;
}

/** Called before React hydrates a painted page: `useHydrated` stays false until `hydrationDone`. */
export function hydrationStarted(): void {
  hydrating = true;
}

/**
 * Called once the page is interactive, in a task of its own: the parts that read `useHydrated` are drawn again then,
 * not inside the task that runs hydration's effects (which React would otherwise extend with that render).
 */
export function hydrationDone(): void {
  hydrating = false;
  for (const listener of listeners) listener();
}

/**
 * False while the server renders and while React hydrates the page it wrote, true from then on (and at once on a
 * page rendered in the browser): for what a prerendered page leaves to its scripts, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !hydrating,
    () => false,
  );
}
