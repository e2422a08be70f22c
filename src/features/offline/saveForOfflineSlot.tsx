// "Save for offline" in a post's header, drawn disabled until its code is there (and with scripts off): nothing moves.
import { useOffersOfflineReading } from '@/config/ConfigContext';
import { SAVE_FOR_OFFLINE } from '@/content/offlineSave';
import { offlinePart } from './offlineSlots';
import type { PostRecord } from './offlineRecords';
import * as styles from './SaveForOffline.module.scss';

const savePlaceholder = (
  <div className={styles.save}>
    <button type="button" className={styles.button} disabled>
      {SAVE_FOR_OFFLINE}
    </button>
  </div>
);

const SaveForOffline = offlinePart((module) => module.SaveForOffline, savePlaceholder);

export function SaveForOfflineSlot({ post }: { readonly post: PostRecord }) {
  if (!useOffersOfflineReading()) return null;
  return <SaveForOffline post={post} />;
}
