import { fireEvent, screen, within } from '@testing-library/dom';
import type { SiteConfig } from '@/config/siteConfig';
import { consentBannerHtml } from '@/app/consentBanner';
import { consentBootScript } from '@/app/headBoot';
import { CONSENT_STORAGE_KEY, parseConsent, saveConsent, type ConsentChoice } from '@/lib/consent';

const EVERYTHING: SiteConfig = {
  apiUrl: '/functions/v1',
  apiKey: 'k',
  adScriptUrl: 'https://ads.example.net/tag.js',
  newsFeedUrl: 'https://news.example.org/feed',
};
const DAY = 864e5;

/** The page's `localStorage`, apart from the one `saveConsent` writes to, so each side is seen on its own. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

const added: [string, EventListener, boolean][] = [];
const undecided = () => document.documentElement.hasAttribute('data-consent-undecided');

/** Runs the boot script as the browser runs it in `<head>`, its `localStorage` faked (and its listeners removed after the test). */
function boot(storage: Pick<Storage, 'getItem' | 'setItem'>, script = consentBootScript(EVERYTHING)): void {
  const sandboxDocument = {
    documentElement: document.documentElement,
    addEventListener(type: string, listener: EventListener, capture: boolean) {
      added.push([type, listener, capture]);
      document.addEventListener(type, listener, capture);
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is text, as the template carries it
  const run = new Function('localStorage', 'document', script) as (storage: Pick<Storage, 'getItem' | 'setItem'>, doc: object) => void;
  run(storage, sandboxDocument);
}

/** What `saveConsent` stores for `choice` at `now`. */
function savedText(choice: ConsentChoice, now = Date.now()): string {
  saveConsent(choice, new Date(now));
  const text = localStorage.getItem(CONSENT_STORAGE_KEY);
  localStorage.clear();
  if (text === null) throw new Error('saveConsent stored nothing');
  return text;
}

afterEach(() => {
  for (const [type, listener, capture] of added.splice(0)) document.removeEventListener(type, listener, capture);
  document.documentElement.removeAttribute('data-consent-undecided');
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('the consent boot script', () => {
  it('marks the page undecided when nothing is stored, or storage cannot be read', () => {
    boot(new MemoryStorage());
    expect(undecided()).toBe(true);

    document.documentElement.removeAttribute('data-consent-undecided');
    boot({
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
    });
    expect(undecided()).toBe(true);
  });

  it('reads a choice saved by saveConsent as current: the banner stays closed', () => {
    const storage = new MemoryStorage();
    storage.setItem(CONSENT_STORAGE_KEY, savedText({ advertising: false, embeds: true }));
    boot(storage);
    expect(undecided()).toBe(false);
  });

  it.each([
    ['a choice saved now', () => savedText({ advertising: true, embeds: false })],
    ['a choice saved 364 days ago', () => savedText({ advertising: true, embeds: true }, Date.now() - 364 * DAY)],
    ['a choice saved 366 days ago', () => savedText({ advertising: true, embeds: true }, Date.now() - 366 * DAY)],
    ['a choice dated tomorrow', () => savedText({ advertising: true, embeds: true }, Date.now() + DAY)],
    ['another version', () => savedText({ advertising: true, embeds: true }).replace('"version":1', '"version":2')],
    ['a string for a purpose', () => savedText({ advertising: true, embeds: true }).replace('"embeds":true', '"embeds":"yes"')],
    ['no date', () => JSON.stringify({ version: 1, advertising: true, embeds: true })],
    ['not JSON', () => '{'],
    ['null', () => 'null'],
    ['a number', () => '5'],
  ])('judges %s as parseConsent does', (_, text) => {
    const stored = text();
    const storage = new MemoryStorage();
    storage.setItem(CONSENT_STORAGE_KEY, stored);
    boot(storage);
    expect(undecided()).toBe(parseConsent(stored) === null);
  });

  it.each([
    ['Accept all', [], { advertising: true, embeds: true }],
    ['Reject all', [], { advertising: false, embeds: false }],
    ['Save my choices', [/^Embedded content/], { advertising: false, embeds: true }],
    ['Save my choices', [/^Advertising/, /^Embedded content/], { advertising: true, embeds: true }],
  ])('stores a press on %s (ticked: %p) exactly as saveConsent does', (button, ticked, choice) => {
    const now = Date.parse('2025-03-01T12:00:00.000Z');
    jest.spyOn(Date, 'now').mockReturnValue(now);
    const storage = new MemoryStorage();
    document.body.innerHTML = consentBannerHtml(EVERYTHING);
    boot(storage);
    const banner = screen.getByRole('region', { name: 'Your privacy choices' });
    for (const name of ticked) fireEvent.click(within(banner).getByRole('checkbox', { name }));
    fireEvent.click(within(banner).getByRole('button', { name: button }));

    const stored = storage.getItem(CONSENT_STORAGE_KEY);
    expect(parseConsent(stored, now)).toEqual(choice);
    expect(stored).toBe(savedText(choice, now));
    expect(undecided()).toBe(false);
  });
});
