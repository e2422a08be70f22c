import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useOffersOfflineReading } from '@/config/ConfigContext';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { whenIdle } from '@/lib/whenIdle';
import type * as OfflineReadingModule from './OfflineReading';

let offlineReading: Promise<typeof OfflineReadingModule> | undefined;

/** Offline reading's own chunk, asked for once for all of its parts: a first visit takes the page over without it. */
export const loadOfflineReading = () => (offlineReading ??= import(/* webpackChunkName: "offline" */ './OfflineReading'));

/**
 * One of offline reading's parts, once the browser is idle after hydration (never competing with a tap); `fallback`
 * until then, on the server, where offline reading is off, and if its code fails: it never takes the page away.
 */
export function OfflinePart({ children, fallback = null }: { readonly children: ReactNode; readonly fallback?: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!useOffersOfflineReading() || !idle) return fallback;
  return (
    <ErrorBoundary fallback={() => fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
