import { useAppSelector } from '@/app/hooks';
import { selectDeviceMode } from '@/features/ui/uiSlice';
import type { AdSlot } from './adSlots';
import * as styles from './AdBanner.module.scss';

interface AdBannerProps {
  readonly slot: AdSlot;
}

/**
 * One ad slot: a labelled placeholder at its reserved height until the ad script fills it.
 * `data-min-height` reserves the height through the stylesheet, not a `style` attribute, which
 * the Content-Security-Policy (`style-src 'self'`) would block in served HTML.
 */
export function AdBanner({ slot }: AdBannerProps) {
  const deviceMode = useAppSelector(selectDeviceMode);
  const bannerId = deviceMode === 'mobile' ? slot.mobileId : slot.desktopId;
  return (
    <div
      key={bannerId}
      id={`banner-${bannerId}`}
      className={styles.banner}
      data-banner-id={bannerId}
      data-min-height={slot.minHeight}
    >
      <span className={styles.placeholder}>Advertisement</span>
    </div>
  );
}
