import { siteMeta } from '@/content/site';
import { AdBannerGroup } from '@/features/ads/AdBannerGroup';
import { adSlots } from '@/features/ads/adSlots';
import { usePageMeta } from '@/features/seo/usePageMeta';
import { AboutSection } from './AboutSection';
import { ContactSection } from './ContactSection';
import { DonationDialog } from './DonationDialog';
import { HeroSection } from './HeroSection';
import { NewsSection } from './NewsSection';
import { ReadingsSection } from './ReadingsSection';
import { TeachingsSection } from './TeachingsSection';
import * as styles from './LandingPage.module.scss';

/** The home page (spec §2): hero, about, teachings, readings, news and contact, with ads between and beside. */
export function LandingPage() {
  usePageMeta(siteMeta);
  return (
    <>
      <HeroSection />
      <AboutSection />
      <div className={styles.adBand}>
        <AdBannerGroup slots={[adSlots.leaderboard]} />
      </div>
      <TeachingsSection />
      <ReadingsSection />
      <NewsSection />
      <ContactSection />
      <DonationDialog />
    </>
  );
}
