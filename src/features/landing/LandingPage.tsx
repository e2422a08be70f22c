import { AdBannerGroup } from '@/features/ads/AdBannerGroup';
import { adPlacements } from '@/content/adSlots';
import { ContinueReadingSlot } from '@/features/offline/offlineSlots';
import { AboutSection } from './AboutSection';
import { ContactSection } from './ContactSection';
import { DonationDialog } from './DonationDialog';
import { HeroSection } from './HeroSection';
import { NewsSection } from './NewsSection';
import { ReadingsSection } from './ReadingsSection';
import { TeachingsSection } from './TeachingsSection';
import * as styles from './LandingPage.module.scss';

/** The home page (spec §2). */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <div className={styles.adBand}>
        <AdBannerGroup placement={adPlacements.landingBand} />
      </div>
      <TeachingsSection />
      <ReadingsSection />
      <NewsSection />
      <ContactSection />
      <DonationDialog />
      <ContinueReadingSlot />
    </>
  );
}
