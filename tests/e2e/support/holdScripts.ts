import type { Page } from '@playwright/test';

/** The app's chunk, which a prerendered page asks for after its first paint: nothing takes the page over without it. */
export const APP_SCRIPTS = /\/assets\/js\/app\.[0-9a-f]+\.js$/;

/**
 * Holds back the scripts matching `pattern` until `release`: on a real phone they arrive a second or
 * more after the first paint; here the window stays open for as long as the taps take, whatever the
 * test machine's speed.
 */
export async function holdScripts(page: Page, pattern: RegExp = APP_SCRIPTS): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}
