// "Save for offline" in a post's header, drawn disabled until its code is there (and with scripts off): nothing moves.
import { SAVE_FOR_OFFLINE } from '@/content/offlineSave';
import { offlinePart } from './offlineSlots';
import * as styles from './SaveForOffline.module.scss';

const savePlaceholder = (
  <div className={styles.save}>
    <button type="button" className={styles.button} disabled>
      {SAVE_FOR_OFFLINE}
    </button>
  </div>
);

export const SaveForOfflineSlot = offlinePart((module) => module.SaveForOffline, savePlaceholder);
