import { act, screen } from '@testing-library/react';
import type { DeviceMode } from '@/features/ui/uiSlice';
import { AdBannerGroup } from '@/features/ads/AdBannerGroup';
import { adSlots } from '@/features/ads/adSlots';
import { installMatchMedia, setViewportWidth } from '../../support/matchMedia';
import { renderWithProviders } from '../../support/renderWithProviders';

const allSlots = [adSlots.leaderboard, adSlots.rectangle, adSlots.skyscraper] as const;

function renderGroup(deviceMode: DeviceMode) {
  return renderWithProviders(<AdBannerGroup slots={allSlots} />, {
    preloadedState: { ui: { mobileMenuOpen: false, donationDialogOpen: false, deviceMode } },
  });
}

/** Every ad placeholder on screen, as the slot element the ad network fills. */
function banners(): HTMLElement[] {
  return screen.getAllByText('Advertisement').map((label) => label.closest<HTMLElement>('[data-banner-id]')!);
}

const bannerIds = () => banners().map((banner) => banner.dataset.bannerId);

describe('AdBannerGroup', () => {
  it('shows a single banner with its mobile id on a phone', () => {
    renderGroup('mobile');
    expect(banners()).toHaveLength(1);
    const banner = banners()[0]!;
    expect(banner).toHaveAttribute('data-banner-id', '1452360');
    expect(banner.closest('[data-layout]')).toHaveAttribute('data-layout', 'single');
    expect(banner).toHaveStyle({ minHeight: '250px' });
  });

  it('shows every banner with its desktop id on a desktop, each at its reserved height', () => {
    renderGroup('desktop');
    expect(bannerIds()).toEqual(['6079445', '6079446', '6079448']);
    const [leaderboard, rectangle, skyscraper] = banners();
    expect(leaderboard).toHaveStyle({ minHeight: '250px' });
    expect(rectangle).toHaveStyle({ minHeight: '250px' });
    expect(skyscraper).toHaveStyle({ minHeight: '600px' });
    for (const banner of banners()) {
      expect(banner.closest('[data-layout]')).toHaveAttribute('data-layout', 'multi');
      expect(banner).toHaveTextContent('Advertisement');
    }
  });

  it('uses the mobile id of whichever slot comes first', () => {
    renderWithProviders(<AdBannerGroup slots={[adSlots.skyscraper, adSlots.rectangle]} />, {
      preloadedState: { ui: { mobileMenuOpen: false, donationDialogOpen: false, deviceMode: 'mobile' } },
    });
    expect(bannerIds()).toEqual(['1452363']);
    expect(banners()[0]).toHaveStyle({ minHeight: '600px' });
  });

  it('switches ids and layout on the privacy page as the window crosses 768 px', async () => {
    installMatchMedia({ width: 1280 });
    renderWithProviders(null, { route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    // A leaderboard above the text; a rectangle and a skyscraper below it.
    expect(bannerIds()).toEqual(['6079445', '6079446', '6079448']);

    act(() => setViewportWidth(375));
    expect(bannerIds()).toEqual(['1452360', '1452361']);
    for (const banner of banners()) {
      expect(banner.closest('[data-layout]')).toHaveAttribute('data-layout', 'single');
    }

    act(() => setViewportWidth(1024));
    expect(bannerIds()).toEqual(['6079445', '6079446', '6079448']);
  });
});
