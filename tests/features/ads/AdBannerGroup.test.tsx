import path from 'node:path';
import { act, screen } from '@testing-library/react';
import * as sass from 'sass';
import type { DeviceMode } from '@/store/uiSlice';
import { AdBannerGroup } from '@/features/ads/AdBannerGroup';
import { adPlacements, adSlots, type AdPlacement, type AdSlot } from '@/content/adSlots';
import { installMatchMedia, setViewportWidth } from '../../support/matchMedia';
import { renderApp, renderWithProviders } from '../../support/renderWithProviders';

const allSlots: AdPlacement = { slots: [adSlots.leaderboard, adSlots.rectangle, adSlots.skyscraper], phone: adSlots.leaderboard };

async function renderGroup(deviceMode: DeviceMode, placement: AdPlacement = allSlots) {
  return await renderWithProviders(<AdBannerGroup placement={placement} />, {
    preloadedState: { ui: { mobileMenuOpen: false, donationDialogOpen: false, deviceMode } },
  });
}

/** Every ad placeholder on screen, as the slot element the ad network fills. */
function banners(): HTMLElement[] {
  return screen.getAllByText('Advertisement').map((label) => label.closest<HTMLElement>('[data-banner-id]')!);
}

const bannerIds = () => banners().map((banner) => banner.dataset.bannerId);

/** The stylesheet as the build compiles it (jsdom applies no Sass, so its rules are read here). */
const adBannerCss = sass.compile(path.join(__dirname, '../../../src/features/ads/AdBannerGroup.module.scss'), {
  loadPaths: [path.join(__dirname, '../../../styles')],
}).css;

/**
 * The banner reserves `height` px: it carries the `data-min-height` the stylesheet's rule for that
 * height matches, and no inline style (the CSP blocks style attributes).
 */
function expectReserved(banner: HTMLElement, height: AdSlot['minHeight']) {
  expect(banner).toHaveAttribute('data-min-height', String(height));
  expect(banner).not.toHaveAttribute('style');
  expect(adBannerCss).toMatch(new RegExp(`\\.banner\\[data-min-height=["']?${height}["']?\\]\\s*\\{[^}]*min-height:\\s*${height}px`));
}

describe('AdBannerGroup', () => {
  it('shows a single banner with its mobile id on a phone', async () => {
    await renderGroup('mobile');
    expect(banners()).toHaveLength(1);
    const banner = banners()[0]!;
    expect(banner).toHaveAttribute('data-banner-id', '1452360');
    expect(banner.closest('[data-layout]')).toHaveAttribute('data-layout', 'single');
    expectReserved(banner, 250);
  });

  it('shows every banner with its desktop id on a desktop, each at its reserved height', async () => {
    await renderGroup('desktop');
    expect(bannerIds()).toEqual(['6079445', '6079446', '6079448']);
    const [leaderboard, rectangle, skyscraper] = banners();
    expectReserved(leaderboard!, 250);
    expectReserved(rectangle!, 250);
    expectReserved(skyscraper!, 600);
    for (const banner of banners()) {
      expect(banner.closest('[data-layout]')).toHaveAttribute('data-layout', 'multi');
      expect(banner).toHaveTextContent('Advertisement');
    }
  });

  it("shows the placement's phone slot on a phone, at its reserved height", async () => {
    await renderGroup('mobile', adPlacements.pageBottom);
    expect(bannerIds()).toEqual(['1452363']);
    expectReserved(banners()[0]!, 600);
  });

  it('uses all six banner ids of spec §9 between the placements, on phones and on desktops', () => {
    const placements: AdPlacement[] = Object.values(adPlacements);
    const phone = placements.map((placement) => placement.phone.mobileId);
    const desktop = placements.flatMap((placement) => placement.slots.map((slot) => slot.desktopId));
    expect(new Set([...phone, ...desktop])).toEqual(new Set([6079445, 1452360, 6079446, 1452361, 6079448, 1452363]));
  });

  it('switches ids and layout on the privacy page as the window crosses 768 px', async () => {
    installMatchMedia({ width: 1280 });
    await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    // A leaderboard above the text; a rectangle and a skyscraper below it.
    expect(bannerIds()).toEqual(['6079445', '6079446', '6079448']);

    act(() => setViewportWidth(375));
    expect(bannerIds()).toEqual(['1452360', '1452363']);
    for (const banner of banners()) {
      expect(banner.closest('[data-layout]')).toHaveAttribute('data-layout', 'single');
    }

    act(() => setViewportWidth(1024));
    expect(bannerIds()).toEqual(['6079445', '6079446', '6079448']);
  });
});
