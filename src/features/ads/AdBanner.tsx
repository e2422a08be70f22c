import { useAppSelector } from '@/app/hooks';
import { selectDeviceMode } from '@/features/ui/uiSlice';
import type { AdSlot } from './adSlots';
import * as styles from './AdBanner.module.scss';

interface AdBannerProps {
  readonly slot: AdSlot;
}

/** One ad slot: a labelled placeholder at its reserved height until the ad script fills it. */
export function AdBanner({ slot }: AdBannerProps) {
  const deviceMode = useAppSelector(selectDeviceMode);
  const bannerId = deviceMode === 'mobile' ? slot.mobileId : slot.desktopId;
  return (
    <div
      key={bannerId}
      id={`banner-${bannerId}`}
      className={styles.banner}
      data-banner-id={bannerId}
      style={{ minHeight: slot.minHeight }}
    >
      <span className={styles.placeholder}>Advertisement</span>
    </div>
  );
}
