/**
 * Where offline reading appears on the pages. What it does needs scripts and the records on this device, so it loads
 * as its own chunk once the page is hydrated; until then "Save for offline" is drawn disabled, in its place, so
 * nothing moves when it comes.
 */
import { Suspense, use, type ReactNode } from 'react';
import { useOffersOfflineReading } from '@/app/ConfigContext';
import { SAVE_FOR_OFFLINE } from '@/content/offlineSave';
import { useHydrated } from '@/lib/useHydrated';
import type * as OfflineReading from './OfflineReading';
import type { PostRecord } from './offlineRecords';
import * as styles from './SaveForOffline.module.scss';

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

function SavePlaceholder() {
  return (
    <div className={styles.save}>
      <button type="button" className={styles.button} disabled>
        {SAVE_FOR_OFFLINE}
      </button>
    </div>
  );
}

/** Renders what the chunk exports, once the page is hydrated; `fallback` until then (and for good if it fails). */
function OfflinePart({
  render,
  fallback = null,
}: {
  readonly render: (module: OfflineReadingModule) => ReactNode;
  readonly fallback?: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!useOffersOfflineReading() || !hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Loaded render={render} />
    </Suspense>
  );
}

function Loaded({ render }: { readonly render: (module: OfflineReadingModule) => ReactNode }) {
  return render(use(loadOfflineReading()));
}

/** "Save for offline" in a post's header: disabled until its script is there (and with scripts off). */
export function SaveForOfflineSlot({ post }: { readonly post: PostRecord }) {
  if (!useOffersOfflineReading()) return null;
  return <OfflinePart fallback={<SavePlaceholder />} render={({ SaveForOffline }) => <SaveForOffline post={post} />} />;
}

export const ReadingPlaceSlot = ({ post }: { readonly post: PostRecord }) => (
  <OfflinePart render={({ ReadingPlaceTracker }) => <ReadingPlaceTracker post={post} />} />
);

export const ContinueReadingSlot = () => <OfflinePart render={({ ContinueReading }) => <ContinueReading />} />;

export const KeepPageCopiesSlot = () => <OfflinePart render={({ KeepPageCopies }) => <KeepPageCopies />} />;

export const GonePostSlot = ({ slug }: { readonly slug: string }) => <OfflinePart render={({ GonePost }) => <GonePost slug={slug} />} />;
