/**
 * The phone every Playwright measure of `npm run bench` loads pages on: a first visit (a new Chromium with a new
 * profile, so nothing is compiled, cached or stored yet), a 390 × 844 touch screen, and the slow phone of
 * scripts/phoneProfile.ts (4x CPU, 1.6 Mbps down, 750 kbps up, 150 ms round trips). Nothing leaves this machine.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { assertChromium, CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../scripts/chromium';
import { throttleLikeAPhone } from '../scripts/phoneProfile';

/** This machine's own addresses: nothing else is asked for. */
export const LOCAL_URL = /^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:)/;

/** Debian's Chromium, in which every host but this machine resolves nowhere. */
export function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...HEADLESS_CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
  });
}

export interface PhoneOptions {
  colorScheme?: 'light' | 'dark';
  /** Run in every document before its own scripts (a string: tsx would wrap a function's inner functions in helpers the page lacks). */
  initScript?: string;
  /** The phone's CPU and network (the default); without, the page loads as fast as this machine allows. */
  throttled?: boolean;
}

/** `use` on a tab of a phone that has never seen the site; the browser is closed after. */
export async function onAPhone<T>(options: PhoneOptions, use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      colorScheme: options.colorScheme ?? 'light',
      serviceWorkers: 'block',
    });
    await context.route('**/*', (route) => (LOCAL_URL.test(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
    if (options.initScript) await context.addInitScript(options.initScript);
    const page = await context.newPage();
    if (options.throttled ?? true) await throttleLikeAPhone(page);
    return await use(page);
  } finally {
    await browser.close();
  }
}

/** Resolves once React has taken over the page and its network has been idle for 500 ms. */
export async function settled(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}
