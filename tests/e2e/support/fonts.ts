import type { Page } from '@playwright/test';

/**
 * Waits until a face of the web font `family` is in the document and loaded. The site adds its faces once React has
 * taken the page over, and their swap moves the text: a test that measures where text stands waits for it first (a
 * check of a face not yet added answers true). `unicodeRange` picks one subset's face.
 */
export async function untilWebFontLoaded(page: Page, family: string, unicodeRange?: string): Promise<void> {
  await page.waitForFunction(
    ([family, range]) =>
      [...document.fonts].some(
        (font) => font.family.replace(/"/g, '') === family && (!range || font.unicodeRange.includes(range)) && font.status === 'loaded',
      ),
    [family, unicodeRange] as const,
  );
}
