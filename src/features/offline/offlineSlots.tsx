/**
 * Where offline reading appears on the pages (their own chunks): "Save for offline" on a post, drawn disabled in its
 * place until its code is there, so nothing moves when it comes; where the reader stopped; "Continue reading".
 */
import { useOffersOfflineReading } from '@/app/ConfigContext';
import { SAVE_FOR_OFFLINE } from '@/content/offlineSave';
import { OfflinePart } from './offlineLoader';
import type { PostRecord } from './offlineRecords';
import * as styles from './SaveForOffline.module.scss';

function SavePlaceholder() {
  return (
    <div className={styles.save}>
      <button type="button" className={styles.button} disabled>
        {SAVE_FOR_OFFLINE}
      </button>
    </div>
  );
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

export const GonePostSlot = ({ slug }: { readonly slug: string }) => <OfflinePart render={({ GonePost }) => <GonePost slug={slug} />} />;
