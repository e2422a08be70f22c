import { act, screen } from '@testing-library/react';
import { AdBannerGroup } from '@/features/ads/AdBannerGroup';
import { adPlacements } from '@/content/adSlots';
import { deviceModeChanged } from '@/store/uiSlice';
import { saveConsent } from '@/lib/consent';
import { navigate, renderApp, renderWithProviders, testConfig } from '../../support/renderWithProviders';

const AD_SCRIPT_URL = 'https://ads.example/x.js';

function TwoGroups() {
  return (
    <>
      <AdBannerGroup placement={adPlacements.pageTop} />
      <AdBannerGroup placement={adPlacements.pageBottom} />
    </>
  );
}

const scripts = () => Array.from(document.querySelectorAll('script'));

afterEach(() => {
  scripts().forEach((script) => script.remove());
  jest.restoreAllMocks();
});

describe('the third-party ad script', () => {
  it('waits for the visitor to allow advertising; until then the slots keep their placeholders', async () => {
    await renderWithProviders(<TwoGroups />, { config: { adScriptUrl: AD_SCRIPT_URL } });
    expect(screen.getAllByText('Advertisement').length).toBeGreaterThan(1);
    expect(scripts()).toHaveLength(0);

    act(() => saveConsent({ advertising: false, embeds: true }));
    expect(scripts()).toHaveLength(0);
    act(() => saveConsent({ advertising: true, embeds: false }));
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual([AD_SCRIPT_URL]);
  });

  it('loads at once when the operator asks for consent elsewhere (SITE_CONSENT=off) or uses a consent platform', async () => {
    for (const consent of ['off', 'external'] as const) {
      const { unmount } = await renderWithProviders(<TwoGroups />, { config: { adScriptUrl: AD_SCRIPT_URL, consent } });
      expect(scripts().map((script) => script.getAttribute('src'))).toEqual([AD_SCRIPT_URL]);
      unmount();
      scripts().forEach((script) => script.remove());
    }
  });

  it('is added once, async, however many ad groups the page has', async () => {
    saveConsent({ advertising: true, embeds: false });
    const config = { ...testConfig, adScriptUrl: AD_SCRIPT_URL };
    const { rerenderWithConfig, store } = await renderWithProviders(<TwoGroups />, { config });
    expect(screen.getAllByText('Advertisement').length).toBeGreaterThan(1);

    expect(scripts()).toHaveLength(1);
    const script = scripts()[0]!;
    expect(script).toHaveAttribute('src', AD_SCRIPT_URL);
    expect(script.async).toBe(true);

    rerenderWithConfig({ ...config });
    act(() => {
      store.dispatch(deviceModeChanged('mobile'));
    });
    expect(screen.getAllByText('Advertisement')).toHaveLength(2);
    expect(scripts()).toHaveLength(1);
  });

  it('is added only once as the visitor moves between pages with ads', async () => {
    // The 404 page logs the path it was asked for; that is not under test here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    saveConsent({ advertising: true, embeds: false });
    const { router } = await renderApp({ route: '/privacy', config: { adScriptUrl: AD_SCRIPT_URL } });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await navigate(router, '/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await navigate(router, '/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' });

    expect(scripts().map((script) => script.getAttribute('src'))).toEqual([AD_SCRIPT_URL]);
  });

  it('is never added when no ad script is configured', async () => {
    await renderWithProviders(<TwoGroups />, { config: { adScriptUrl: undefined } });
    expect(screen.getAllByText('Advertisement').length).toBeGreaterThan(1);
    expect(scripts()).toHaveLength(0);
  });
});
