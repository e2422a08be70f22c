/**
 * Offline reading's own chunk (`OfflineReading.tsx`), loaded once the page is interactive and the browser idle, and
 * what renders its parts: the layout's page copies here, the pages' parts in `offlineSlots.tsx`.
 */
import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useOffersOfflineReading } from '@/app/ConfigContext';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { loadOnce } from '@/lib/trackedLoad';
import { whenIdle } from '@/lib/whenIdle';
import type * as OfflineReading from './OfflineReading';

type OfflineReadingModule = typeof OfflineReading;

/**
 * The offline reading chunk, loaded once (a test awaits it before rendering, as a page's module is). A load that failed
 * (a network blip, a deploy that removed the chunk under a running page) is tried again on the next page.
 */
export const loadOfflineReading = loadOnce<OfflineReadingModule>(() => import(/* webpackChunkName: "offline" */ './OfflineReading'));

interface LoadedProps {
  readonly render: (module: OfflineReadingModule) => ReactNode;
  readonly visit: string;
}

function Loaded({ render, visit }: LoadedProps) {
  return render(use(loadOfflineReading(visit)));
}

/**
 * Renders what the chunk exports once the page is hydrated and the browser idle (it never competes with hydration or a
 * tap); `fallback` until then, on the server, where offline reading is off, and on this page if the chunk fails to load:
 * offline reading adds to the page, and its failure never takes the page away.
 */
export function OfflinePart({
  render,
  fallback = null,
}: {
  readonly render: (module: OfflineReadingModule) => ReactNode;
  readonly fallback?: ReactNode;
}) {
  const visit = useLocation().key;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!useOffersOfflineReading() || !idle) return fallback;
  return (
    <ErrorBoundary resetKey={visit} fallback={() => fallback}>
      <Suspense fallback={fallback}>
        <Loaded render={render} visit={visit} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Every page the reader opens is kept for offline reading (in the layout). */
export const KeepPageCopiesSlot = () => <OfflinePart render={({ KeepPageCopies }) => <KeepPageCopies />} />;
