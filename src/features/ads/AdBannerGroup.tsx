import { useEffect } from 'react';
import { useConfig } from '@/app/ConfigContext';
import { useAppSelector } from '@/app/hooks';
import { selectDeviceMode } from '@/features/ui/uiSlice';
import { loadScriptOnce } from '@/lib/loadScript';
import { cx } from '@/lib/classNames';
import { AdBanner } from './AdBanner';
import type { AdSlot } from './adSlots';
import * as styles from './AdBannerGroup.module.scss';

interface AdBannerGroupProps {
  /** Every slot shows on desktop; phones get a single banner, the first. */
  readonly slots: readonly [AdSlot, ...AdSlot[]];
  readonly className?: string;
}

/** A row of ad slots that becomes a single banner on phones; loads the ad script when configured. */
export function AdBannerGroup({ slots, className }: AdBannerGroupProps) {
  const { adScriptUrl } = useConfig();
  const deviceMode = useAppSelector(selectDeviceMode);
  const shown = deviceMode === 'mobile' ? slots.slice(0, 1) : slots;

  useEffect(() => {
    if (adScriptUrl) loadScriptOnce(adScriptUrl);
  }, [adScriptUrl]);

  return (
    <div
      className={cx(styles.group, deviceMode === 'mobile' ? styles.single : styles.multi, className)}
      data-layout={deviceMode === 'mobile' ? 'single' : 'multi'}
    >
      {shown.map((slot) => (
        <AdBanner key={slot.desktopId} slot={slot} />
      ))}
    </div>
  );
}
