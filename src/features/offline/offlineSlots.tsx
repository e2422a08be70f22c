/**
 * Where offline reading appears on the pages (their own chunks), drawing nothing until its code is there: where the
 * reader stopped, "Continue reading", a post gone from the backend. "Save for offline" has a file of its own
 * (saveForOfflineSlot.tsx): its styles would otherwise be inlined in every page that shows one of these.
 */
import { OfflinePart } from './offlineLoader';
import type { PostRecord } from './offlineRecords';

export const ReadingPlaceSlot = ({ post }: { readonly post: PostRecord }) => (
  <OfflinePart render={({ ReadingPlaceTracker }) => <ReadingPlaceTracker post={post} />} />
);

export const ContinueReadingSlot = () => <OfflinePart render={({ ContinueReading }) => <ContinueReading />} />;

export const GonePostSlot = ({ slug }: { readonly slug: string }) => <OfflinePart render={({ GonePost }) => <GonePost slug={slug} />} />;
