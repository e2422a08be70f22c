// Where offline reading appears, drawing nothing until its code is there. "Save for offline" has a file of its own
// (saveForOfflineSlot.tsx): its styles would otherwise be inlined in every page that shows one of these.
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useOffersOfflineReading } from '@/config/ConfigContext';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { whenIdle } from '@/lib/whenIdle';
import type * as OfflineReadingModule from './OfflineReading';

let offlineReading: Promise<typeof OfflineReadingModule> | undefined;

/** Offline reading's own chunk, asked for once for all of its parts: a first visit takes the page over without it. */
const loadOfflineReading = () => (offlineReading ??= import(/* webpackChunkName: "offline" */ './OfflineReading'));

/** A part drawn once the browser is idle after hydration; `fallback` before, on the server, or if its code fails; nothing where it is off. */
export function offlinePart<Props extends object>(
  part: (module: typeof OfflineReadingModule) => ComponentType<Props>,
  fallback: ReactNode = null,
) {
  const Part = lazy(() => loadOfflineReading().then((module) => ({ default: part(module) })));
  return function OfflinePart(props: Props) {
    const [idle, setIdle] = useState(false);
    useEffect(() => whenIdle(() => setIdle(true)), []);
    if (!useOffersOfflineReading()) return null;
    if (!idle) return fallback;
    return (
      <ErrorBoundary fallback={() => fallback}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}

/** Every page the reader opens is kept for offline reading (in the layout). */
export const KeepPageCopiesSlot = offlinePart((module) => module.KeepPageCopies);
export const ReadingPlaceSlot = offlinePart((module) => module.ReadingPlaceTracker);
export const ContinueReadingSlot = offlinePart((module) => module.ContinueReading);
export const GonePostSlot = offlinePart((module) => module.GonePost);
