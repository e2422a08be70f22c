/**
 * Offline reading's own chunk (`OfflineReading.tsx`), loaded once the page is interactive and the browser idle, and
 * what renders its parts: the layout's page copies here, the pages' parts in `offlineSlots.tsx`.
 */
import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useOffersOfflineReading } from '@/app/ConfigContext';
import { whenIdle } from '@/lib/whenIdle';
import type * as OfflineReading from './OfflineReading';

type OfflineReadingModule = typeof OfflineReading;

/** The load, once, saying how it went once settled: React's `use` then reads it without suspending again. */
type TrackedLoad = Promise<OfflineReadingModule> & { status?: 'fulfilled' | 'rejected'; value?: OfflineReadingModule };

let load: TrackedLoad | undefined;

/** The offline reading chunk, loaded once (a test awaits it before rendering, as a page's module is). */
export function loadOfflineReading(): Promise<OfflineReadingModule> {
  if (!load) {
    const started: TrackedLoad = import(/* webpackChunkName: "offline" */ './OfflineReading');
    started.then(
      (module) => Object.assign(started, { status: 'fulfilled', value: module }),
      () => {
        // A chunk that failed to load (a network blip) is asked for again on the next page.
        load = undefined;
      },
    );
    load = started;
  }
  return load;
}

function Loaded({ render }: { readonly render: (module: OfflineReadingModule) => ReactNode }) {
  return render(use(loadOfflineReading()));
}

/**
 * Renders what the chunk exports once the page is hydrated and the browser idle (it never competes with hydration or a
 * tap); `fallback` until then, on the server, where offline reading is off, and for good if the chunk fails to load.
 */
export function OfflinePart({
  render,
  fallback = null,
}: {
  readonly render: (module: OfflineReadingModule) => ReactNode;
  readonly fallback?: ReactNode;
}) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!useOffersOfflineReading() || !idle) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Loaded render={render} />
    </Suspense>
  );
}

/** Every page the reader opens is kept for offline reading (in the layout). */
export const KeepPageCopiesSlot = () => <OfflinePart render={({ KeepPageCopies }) => <KeepPageCopies />} />;
