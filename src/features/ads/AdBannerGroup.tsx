import { useEffect } from 'react';
import { useConfig } from '@/config/ConfigContext';
import { useAppSelector } from '@/store/hooks';
import { useConsent } from '@/features/consent/useConsent';
import { selectDeviceMode } from '@/store/uiSlice';
import { loadScriptOnce } from '@/lib/loadScript';
import { cx } from '@/lib/classNames';
import { AdBanner } from './AdBanner';
import type { AdPlacement } from '@/content/adSlots';
import * as styles from './AdBannerGroup.module.scss';

interface AdBannerGroupProps {
  readonly placement: AdPlacement;
  readonly className?: string;
}

/** A placement's slots (one on phones), which keep their height and placeholder until the visitor allows ads. */
export function AdBannerGroup({ placement, className }: AdBannerGroupProps) {
  const { adScriptUrl } = useConfig();
  const { advertising } = useConsent();
  const deviceMode = useAppSelector(selectDeviceMode);
  const shown = deviceMode === 'mobile' ? [placement.phone] : placement.slots;

  useEffect(() => {
    if (adScriptUrl && advertising) loadScriptOnce(adScriptUrl);
  }, [adScriptUrl, advertising]);

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
