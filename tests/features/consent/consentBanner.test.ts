import { fireEvent, screen, within } from '@testing-library/dom';
import type { SiteConfig } from '@/config/siteConfig';
import { consentBannerHtml } from '@/app/consentBanner';
import { consentBootScript, headBootHtml, sanskritScriptBootScript, themeBootScript } from '@/app/headBoot';
import { installConsentBanner } from '@/features/consent/installConsentBanner';
import { youtubeEmbedUrl } from '@/lib/youtubeId';
import { hostOf, thirdPartiesOf, VIDEO_HOST } from '@/lib/thirdParties';
import { OPEN_CONSENT_ATTRIBUTE, readConsent, saveConsent } from '@/lib/consent';

const BASE: SiteConfig = { apiUrl: '/functions/v1', apiKey: 'k' };
const EVERYTHING: SiteConfig = {
  ...BASE,
  adScriptUrl: 'https://ads.example.net/tag.js',
  newsFeedUrl: 'https://news.example.org/feed',
  contactFormUrl: 'https://forms.example.com/f',
};

const undecided = () => document.documentElement.hasAttribute('data-consent-undecided');
const reopened = () => document.documentElement.hasAttribute('data-consent-reopened');

/** The page as the build writes it: the banner before the root, the boot script already run. */
function loadPage(config: SiteConfig) {
  document.documentElement.removeAttribute('data-consent-reopened');
  document.documentElement.removeAttribute('data-consent-undecided');
  // The boot script is the CSP-hashed text the template carries, run here as the browser runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(consentBootScript(EVERYTHING)) as () => void)();
  document.body.innerHTML = `${consentBannerHtml(config)}<div id="root"><footer><button type="button" ${OPEN_CONSENT_ATTRIBUTE}>Privacy choices</button></footer></div>`;
  installConsentBanner(document);
}

const banner = () => screen.getByRole('region', { name: 'Your privacy choices' });

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the privacy choices banner', () => {
  it('is written only when a third party is configured and the site asks itself', () => {
    const colors = { light: '#fff', dark: '#000' };
    const transliteration = '/assets/js/transliteration.js';
    const scripts = (config: SiteConfig) =>
      [...headBootHtml(config, colors, transliteration).matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[0]);
    const themeAndScript = `${themeBootScript()};${sanskritScriptBootScript(transliteration)}`;
    const external: SiteConfig = { ...EVERYTHING, consent: 'external', cmpScriptUrl: 'https://cmp.example.eu/c.js' };
    expect(consentBannerHtml(BASE)).toBe('');
    expect(scripts(BASE)).toEqual([`<script>${themeAndScript}</script>`]);
    expect(consentBannerHtml({ ...EVERYTHING, consent: 'off' })).toBe('');
    expect(consentBannerHtml(external)).toBe('');
    expect(scripts(external)).toEqual([`<script>${themeAndScript}</script>`, '<script async src="https://cmp.example.eu/c.js"></script>']);
    // One inline script for consent, the theme and the script for Sanskrit: one hash in the policy.
    expect(scripts(EVERYTHING)).toEqual([`<script>${consentBootScript(EVERYTHING)};${themeAndScript}</script>`]);
  });

  it('asks only about the purposes this build has, naming their hosts', () => {
    loadPage({ ...BASE, newsFeedUrl: 'https://news.example.org/feed' });
    expect(within(banner()).queryByRole('checkbox', { name: /Advertising/ })).toBeNull();
    expect(within(banner()).getByRole('checkbox', { name: /Embedded content/ })).toHaveAccessibleName(
      'Embedded content The news feed, loaded from news.example.org.',
    );
    loadPage(EVERYTHING);
    expect(within(banner()).getByRole('checkbox', { name: /^Advertising/ })).toHaveAccessibleName(
      'Advertising Ads in the marked ad spaces, from ads.example.net.',
    );
  });

  it('shows on a first visit; Accept all and Reject all store the choice and close it', () => {
    loadPage(EVERYTHING);
    expect(undecided()).toBe(true);
    fireEvent.click(within(banner()).getByRole('button', { name: 'Accept all' }));
    expect(readConsent()).toEqual({ advertising: true, embeds: true });
    expect(undecided()).toBe(false);

    loadPage(EVERYTHING);
    expect(undecided()).toBe(false);
    saveConsent({ advertising: true, embeds: true });
    fireEvent.click(screen.getByRole('button', { name: 'Privacy choices' }));
    expect(reopened()).toBe(true);
    fireEvent.click(within(banner()).getByRole('button', { name: 'Reject all' }));
    expect(readConsent()).toEqual({ advertising: false, embeds: false });
    expect(reopened()).toBe(false);
  });

  it('saves the purposes ticked, and shows them ticked when reopened', () => {
    loadPage(EVERYTHING);
    fireEvent.click(within(banner()).getByRole('checkbox', { name: /^Embedded content/ }));
    fireEvent.click(within(banner()).getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toEqual({ advertising: false, embeds: true });

    fireEvent.click(within(banner()).getByRole('checkbox', { name: /^Advertising/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Privacy choices' }));
    expect(within(banner()).getByRole('checkbox', { name: /^Advertising/ })).not.toBeChecked();
    expect(within(banner()).getByRole('checkbox', { name: /^Embedded content/ })).toBeChecked();
    expect(banner()).toHaveFocus();
    fireEvent.keyDown(banner(), { key: 'Escape' });
    expect(reopened()).toBe(false);
    expect(screen.getByRole('button', { name: 'Privacy choices' })).toHaveFocus();
  });

  it('once reopened, lets the visitor change a purpose and save it', () => {
    loadPage(EVERYTHING);
    saveConsent({ advertising: true, embeds: false });
    fireEvent.click(screen.getByRole('button', { name: 'Privacy choices' }));
    const embeds = within(banner()).getByRole('checkbox', { name: /^Embedded content/ });
    fireEvent.click(embeds);
    expect(embeds).toBeChecked();
    fireEvent.click(within(banner()).getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toEqual({ advertising: true, embeds: true });
    expect(reopened()).toBe(false);
  });

  it('before the entry script runs, the boot script stores a choice pressed on the banner', () => {
    document.documentElement.removeAttribute('data-consent-undecided');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    (new Function(consentBootScript(EVERYTHING)) as () => void)();
    document.body.innerHTML = consentBannerHtml(EVERYTHING);
    expect(undecided()).toBe(true);
    fireEvent.click(within(banner()).getByRole('checkbox', { name: /^Advertising/ }));
    fireEvent.click(within(banner()).getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toEqual({ advertising: true, embeds: false });
    expect(undecided()).toBe(false);
    expect(window.location.search).toBe('');
  });

  it('never takes a choice from the address: a link cannot accept for the visitor', () => {
    window.history.replaceState(null, '', '/blog?consent=accept&advertising=yes&embeds=yes');
    loadPage(EVERYTHING);
    expect(readConsent()).toBeNull();
    expect(undecided()).toBe(true);
  });

  it('escapes what the configuration puts into the markup', () => {
    const html = consentBannerHtml({ ...BASE, adScriptUrl: 'https://ads.example.net/x.js?a="><script>' });
    expect(html).not.toContain('<script>');
  });
});

describe('the third parties of a build', () => {
  it('are read from its configuration, the video host always last', () => {
    expect(
      thirdPartiesOf({ ...EVERYTHING, formEmbedScriptUrl: 'https://forms.example.com/embed.js' }).map((party) => [party.role, party.host]),
    ).toEqual([
      ['advertising', 'ads.example.net'],
      ['news feed', 'news.example.org'],
      ['contact form', 'forms.example.com'],
      ['post videos', 'youtube-nocookie.com'],
    ]);
    expect(thirdPartiesOf({ ...BASE, apiUrl: 'https://api.example.com' }).map((party) => party.host)).toEqual(['youtube-nocookie.com']);
    // The host the legal pages name is the one the player is loaded from.
    expect(hostOf(youtubeEmbedUrl('abcdefghijk'))).toBe(VIDEO_HOST);
  });
});
