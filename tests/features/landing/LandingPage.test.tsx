import { saveConsent } from '@/lib/consent';
import { act, screen, within } from '@testing-library/react';
import { about, contact, hero, news, readings, teachings } from '@/content/landing';
import { landingAnchors, mainNav, siteMeta } from '@/content/site';
import { setupFakeFunctions } from '../../support/fakeFunctions';
import { setReducedMotion, setViewportWidth } from '../../support/matchMedia';
import { navigate, renderApp } from '../../support/renderWithProviders';
import { renderLanding, scriptsWithSrc } from './renderLanding';

setupFakeFunctions();

const AD_SCRIPT_URL = 'https://ads.example/tag.js';
const scrollIntoView = () => jest.mocked(Element.prototype.scrollIntoView);
/** The elements `scrollIntoView` was called on, in order. */
const scrolledTo = () => scrollIntoView().mock.contexts.map((element) => (element as Element).id);

afterEach(() => {
  Array.from(document.scripts).forEach((script) => script.remove());
});

describe('the landing page', () => {
  it('has every in-page anchor, in order, each a section named by its heading', async () => {
    await renderLanding();
    const sections = landingAnchors.map((id) => document.getElementById(id));
    const names = [hero.headline, about.heading, teachings.heading, readings.heading, news.heading, contact.heading];

    sections.forEach((section, index) => {
      expect(section?.tagName).toBe('SECTION');
      expect(section).toHaveAccessibleName(names[index]);
      const next = sections[index + 1];
      if (next) expect(section!.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(names.slice(1)),
    );
  });

  it('points a newcomer to the reading path from the about section', async () => {
    await renderLanding();
    const aboutSection = document.getElementById('about') as HTMLElement;
    expect(within(aboutSection).getByText(/New to Vedanta\?/)).toBeInTheDocument();
    expect(within(aboutSection).getByRole('link', { name: about.startHere.label })).toHaveAttribute('href', '/start-here');
  });

  it('sets the site title and description', async () => {
    await renderLanding();
    expect(document.title).toBe(siteMeta.title);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', siteMeta.description);
  });

  it('is what the header links point to', async () => {
    await renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const item of mainNav) {
      if (item.kind !== 'anchor') continue;
      expect(within(nav).getByRole('link', { name: item.label })).toHaveAttribute('href', `/#${item.anchor}`);
      expect(document.getElementById(item.anchor)).toBeInTheDocument();
    }
  });

  it('scrolls to the section a header link names, also when arriving from another page', async () => {
    const { router, user } = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Teachings' }));

    await screen.findByRole('heading', { level: 1, name: hero.headline });
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#teachings' });
    expect(scrolledTo()).toContain('teachings');
    expect(scrollIntoView()).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.getElementById('teachings')).toHaveFocus();
  });
});

describe("the hero's 'Learn More'", () => {
  it('goes to the about section, smoothly', async () => {
    const { router, user } = await renderLanding();
    const learnMore = screen.getByRole('link', { name: hero.learnMoreLabel });
    expect(learnMore).toHaveAttribute('href', '/#about');
    await user.click(learnMore);

    expect(router.state.location.hash).toBe('#about');
    expect(scrolledTo()).toEqual(['about']);
    expect(scrollIntoView()).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByRole('region', { name: about.heading })).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    const { user } = await renderLanding();
    await user.click(screen.getByRole('link', { name: hero.learnMoreLabel }));
    expect(scrollIntoView()).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('scrolls again when the address already ends in #about', async () => {
    const { user } = await renderLanding();
    const learnMore = screen.getByRole('link', { name: hero.learnMoreLabel });
    await user.click(learnMore);
    await user.click(learnMore);
    expect(scrolledTo()).toEqual(['about', 'about']);
  });
});

describe('ads on the landing page', () => {
  const bannerIds = () =>
    screen.getAllByText('Advertisement').map((label) => label.closest<HTMLElement>('[data-banner-id]')?.dataset.bannerId);

  it('shows labelled slots whose ids switch with the device mode', async () => {
    await renderLanding();
    expect(bannerIds()).toEqual(['6079445', '6079446', '6079448']);

    act(() => setViewportWidth(375));
    expect(bannerIds()).toEqual(['1452360', '1452361']);

    act(() => setViewportWidth(1280));
    expect(bannerIds()).toEqual(['6079445', '6079446', '6079448']);
  });

  it('loads the configured ad script once, when advertising is allowed', async () => {
    saveConsent({ advertising: true, embeds: false });
    const { router } = await renderLanding({ adScriptUrl: AD_SCRIPT_URL });
    expect(scriptsWithSrc(AD_SCRIPT_URL)).toHaveLength(1);

    act(() => setViewportWidth(375));
    await navigate(router, '/privacy');
    await navigate(router, '/');
    await screen.findByRole('heading', { level: 1, name: hero.headline });
    expect(scriptsWithSrc(AD_SCRIPT_URL)).toHaveLength(1);
  });

  it('loads no ad script when none is configured', async () => {
    await renderLanding({ adScriptUrl: undefined });
    expect(screen.getAllByText('Advertisement').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });
});
