import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../scripts/chromium';
import type { BenchPage } from './routes';
import { HOST_RESOLVER_RULES } from './thirdParty';

export { assertChromium, CHROMIUM_PATH } from '../scripts/chromium';

/** The shared headless flags, and a resolver that sends every host but loopback nowhere. */
export const CHROMIUM_FLAGS = [...HEADLESS_CHROMIUM_FLAGS, HOST_RESOLVER_RULES];

/** `measure` on each page in turn, in one headless Chromium: the figures by page id. */
export async function measureEachPage<T>(
  pages: readonly BenchPage[],
  measure: (browser: Browser, page: BenchPage) => Promise<T>,
): Promise<Record<string, T>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  try {
    const result: Record<string, T> = {};
    for (const page of pages) result[page.id] = await measure(browser, page);
    return result;
  } finally {
    await browser.close();
  }
}
