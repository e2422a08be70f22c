import { useAppSelector } from '@/store/hooks';
import { selectDeviceMode } from '@/store/uiSlice';
import type { AdSlot } from '@/content/adSlots';
import * as styles from './AdBanner.module.scss';

/** The height is reserved by `data-min-height` in the stylesheet: the CSP blocks a `style` attribute. */
export function AdBanner({ slot }: { readonly slot: AdSlot }) {
  const deviceMode = useAppSelector(selectDeviceMode);
  const bannerId = deviceMode === 'mobile' ? slot.mobileId : slot.desktopId;
  return (
    <div key={bannerId} id={`banner-${bannerId}`} className={styles.banner} data-banner-id={bannerId} data-min-height={slot.minHeight}>
      <span className={styles.placeholder}>Advertisement</span>
    </div>
  );
}
