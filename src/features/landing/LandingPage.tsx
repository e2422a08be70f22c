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

/** The home page (spec §2): hero, about, teachings, readings, news and contact, with ads between. */
export function LandingPage() {
  usePageMeta(siteMeta);
  return (
    <>
      <HeroSection />
      <AboutSection />
      <AdBannerGroup slots={[adSlots.leaderboard]} />
      <TeachingsSection />
      <ReadingsSection />
      <AdBannerGroup slots={[adSlots.rectangle, adSlots.skyscraper]} />
      <NewsSection />
      <ContactSection />
      <DonationDialog />
    </>
  );
}
