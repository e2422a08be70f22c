/**
 * Where offline reading appears on the pages, drawing nothing until its code is there: where the reader stopped,
 * "Continue reading", a post gone from the backend. "Save for offline" has a file of its own (saveForOfflineSlot.tsx):
 * its styles would otherwise be inlined in every page that shows one of these.
 */
import { lazy } from 'react';
import { loadOfflineReading, OfflinePart } from './offlineLoader';
import type { PostRecord } from './offlineRecords';

const KeepPageCopies = lazy(() => loadOfflineReading().then((module) => ({ default: module.KeepPageCopies })));
const ReadingPlaceTracker = lazy(() => loadOfflineReading().then((module) => ({ default: module.ReadingPlaceTracker })));
const ContinueReading = lazy(() => loadOfflineReading().then((module) => ({ default: module.ContinueReading })));
const GonePost = lazy(() => loadOfflineReading().then((module) => ({ default: module.GonePost })));

/** Every page the reader opens is kept for offline reading (in the layout). */
export const KeepPageCopiesSlot = () => (
  <OfflinePart>
    <KeepPageCopies />
  </OfflinePart>
);

export const ReadingPlaceSlot = ({ post }: { readonly post: PostRecord }) => (
  <OfflinePart>
    <ReadingPlaceTracker post={post} />
  </OfflinePart>
);

export const ContinueReadingSlot = () => (
  <OfflinePart>
    <ContinueReading />
  </OfflinePart>
);

export const GonePostSlot = ({ slug }: { readonly slug: string }) => (
  <OfflinePart>
    <GonePost slug={slug} />
  </OfflinePart>
);
