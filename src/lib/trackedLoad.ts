import type { ReactPromise } from 'react';

/** A load that says how it went once it has settled, so React's `use` reads it without waiting (React's thenable protocol). */
export type TrackedLoad<T> = Promise<T> & ReactPromise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks `promise` with its outcome as it settles: once settled, a render reads it at once instead of suspending. */
function trackedLoad<T>(promise: Promise<T>): TrackedLoad<T> {
  const load = promise as TrackedLoad<T>;
  load.then(
    (value) => {
      load.status = 'fulfilled';
      load.value = value;
    },
    (reason: unknown) => {
      load.status = 'rejected';
      load.reason = reason;
    },
  );
  return load;
}

/**
 * Loads once: every later call gets the same load, which a render suspends on until it settles. A load that failed is
 * tried again when another visit (a navigation's location key) asks for it, never by React re-rendering the same one.
 */
export function loadOnce<T>(load: () => Promise<T>): (visit?: string) => TrackedLoad<T> {
  let attempt: { readonly load: TrackedLoad<T>; readonly visit: string } | undefined;
  return (visit = '') => {
    if (attempt && (attempt.load.status !== 'rejected' || attempt.visit === visit)) return attempt.load;
    attempt = { load: trackedLoad(load()), visit };
    return attempt.load;
  };
}
