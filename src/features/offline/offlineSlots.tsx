// Where offline reading appears, drawing nothing until its code is there. "Save for offline" has a file of its own
// (saveForOfflineSlot.tsx): its styles would otherwise be inlined in every page that shows one of these.
import { lazy, type ComponentType } from 'react';
import { loadOfflineReading, OfflinePart } from './offlineLoader';
import type * as OfflineReadingModule from './OfflineReading';

function offlineSlot<Props extends object>(part: (module: typeof OfflineReadingModule) => ComponentType<Props>) {
  const Part = lazy(() => loadOfflineReading().then((module) => ({ default: part(module) })));
  return function OfflineSlot(props: Props) {
    return (
      <OfflinePart>
        <Part {...props} />
      </OfflinePart>
    );
  };
}

/** Every page the reader opens is kept for offline reading (in the layout). */
export const KeepPageCopiesSlot = offlineSlot((module) => module.KeepPageCopies);
export const ReadingPlaceSlot = offlineSlot((module) => module.ReadingPlaceTracker);
export const ContinueReadingSlot = offlineSlot((module) => module.ContinueReading);
export const GonePostSlot = offlineSlot((module) => module.GonePost);
