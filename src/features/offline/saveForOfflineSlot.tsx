// "Save for offline" in a post's header, drawn disabled until its code is there (and with scripts off): nothing moves.
import { useOffersOfflineReading } from '@/config/ConfigContext';
import { SAVE_FOR_OFFLINE } from '@/content/offlineSave';
import { lazy } from 'react';
import { loadOfflineReading, OfflinePart } from './offlineLoader';
import type { PostRecord } from './offlineRecords';
import * as styles from './SaveForOffline.module.scss';

const SaveForOffline = lazy(() => loadOfflineReading().then((module) => ({ default: module.SaveForOffline })));

function SavePlaceholder() {
  return (
    <div className={styles.save}>
      <button type="button" className={styles.button} disabled>
        {SAVE_FOR_OFFLINE}
      </button>
    </div>
  );
}

export function SaveForOfflineSlot({ post }: { readonly post: PostRecord }) {
  if (!useOffersOfflineReading()) return null;
  return (
    <OfflinePart fallback={<SavePlaceholder />}>
      <SaveForOffline post={post} />
    </OfflinePart>
  );
}
