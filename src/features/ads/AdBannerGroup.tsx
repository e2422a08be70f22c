import { useEffect } from 'react';
import { useConfig } from '@/config/ConfigContext';
import { useAppSelector } from '@/store/hooks';
import { useConsent } from '@/features/consent/useConsent';
import { selectDeviceMode } from '@/store/uiSlice';
import { loadScriptOnce } from '@/lib/loadScript';
import { cx } from '@/lib/classNames';
import type { AdPlacement } from '@/content/adSlots';
import * as styles from './AdBannerGroup.module.scss';

/** A placement's slots (one on phones), which keep their height and placeholder until the visitor allows ads. */
export function AdBannerGroup({ placement, className }: { readonly placement: AdPlacement; readonly className?: string }) {
  const { adScriptUrl } = useConfig();
  const { advertising } = useConsent();
  const mobile = useAppSelector(selectDeviceMode) === 'mobile';
  const shown = mobile ? [placement.phone] : placement.slots;

  useEffect(() => {
    if (adScriptUrl && advertising) loadScriptOnce(adScriptUrl);
  }, [adScriptUrl, advertising]);

  return (
    <div className={cx(styles.group, mobile ? styles.single : styles.multi, className)} data-layout={mobile ? 'single' : 'multi'}>
      {shown.map((slot) => {
        const bannerId = mobile ? slot.mobileId : slot.desktopId;
        // The height is reserved by `data-min-height` in the stylesheet: the CSP blocks a `style` attribute.
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
      })}
    </div>
  );
}
