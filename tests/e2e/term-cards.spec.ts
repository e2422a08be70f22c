/**
 * A term card on screen wherever its term stands (issue 71): on a phone (390 × 844, the reader review's) a sheet at
 * the foot of the screen, on a wide screen beside its term, above it where there is no room below.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { untilWebFontLoaded } from './support/fonts';

const POST = '/blog/what-is-vedanta';
const PHONE = { width: 390, height: 844 };

/** Where on the screen the term is brought before it is tapped: its top this far from the viewport's top. */
const PLACES = {
  'near the bottom': (height: number) => height - 60,
  'mid-screen': (height: number) => height / 2,
  // Just under the sticky header.
  'near the top': () => 84,
} as const;

/** A term of the post with room above and below it in the page, so it can be scrolled to any place on the screen. */
async function termInMidPage(page: Page): Promise<Locator> {
  const terms = page.locator('article button[popovertarget^="term-card-"]');
  await expect(terms.first()).toBeVisible();
  const count = await terms.count();
  expect(count, 'the post explains several terms').toBeGreaterThan(3);
  return terms.nth(Math.floor(count / 2));
}

/** Scrolls at once so the term's top is at `y` in the viewport, again until it stays there while the page settles. */
async function bringTo(term: Locator, y: number): Promise<void> {
  await expect(async () => {
    await term.evaluate((element, top) => {
      const { top: now } = element.getBoundingClientRect();
      window.scrollBy({ top: now - top, behavior: 'instant' });
    }, y);
    const box = await term.boundingBox();
    expect(Math.abs((box?.y ?? -1000) - y), 'the term is where the test put it').toBeLessThan(2);
  }).toPass();
}

/** The card wholly inside the viewport, its glossary link (its last line) in full view, and its term not under it. */
async function expectCardOnScreen(page: Page, term: Locator, card: Locator, place: string): Promise<void> {
  await expect(card).toBeVisible();
  const [cardBox, termBox] = await Promise.all([card.boundingBox(), term.boundingBox()]);
  const { width, height } = page.viewportSize() ?? PHONE;
  expect(cardBox, 'the card has a box').not.toBeNull();
  const { x = 0, y = 0, width: cardWidth = 0, height: cardHeight = 0 } = cardBox ?? {};
  const { y: termTop = 0, height: termHeight = 0 } = termBox ?? {};
  expect(
    {
      left: x >= 0,
      top: y >= 0,
      right: x + cardWidth <= width,
      bottom: y + cardHeight <= height,
      // Above its term or below it: the word the reader asked about stays in sight.
      besideTerm: y + cardHeight <= termTop + 1 || y >= termTop + termHeight - 1,
    },
    `at ${width} × ${height}, term ${place} at ${JSON.stringify(termBox)}, card at ${JSON.stringify(cardBox)}`,
  ).toEqual({ left: true, top: true, right: true, bottom: true, besideTerm: true });
  await expect(card.getByRole('link', { name: 'More in the glossary' })).toBeInViewport({ ratio: 1 });
}

/** Taps the term where it stands (nothing scrolls it first) and checks the card it opens. */
async function openCardAt(page: Page, term: Locator, place: keyof typeof PLACES): Promise<void> {
  await bringTo(term, PLACES[place](page.viewportSize()?.height ?? PHONE.height));
  const box = await term.boundingBox();
  await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  const card = page.locator(`#${await term.getAttribute('popovertarget')}`);
  await expectCardOnScreen(page, term, card, place);
  expect(await term.boundingBox(), 'opening the card moved nothing').toEqual(box);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
}

const PLACE_NAMES = Object.keys(PLACES) as Array<keyof typeof PLACES>;

// The phone's size is the reader review's; a wide screen is checked in the same test, so it runs once (@phone).
test.describe('A term card opens wholly on screen, beside its term', () => {
  test('at 390 × 844 and 1280 × 800, with its term near the bottom, mid-screen and near the top @phone', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto(POST);
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
      // The term is placed in the page the web fonts lay out.
      await untilWebFontLoaded(page, 'Source Sans 3');
      const term = await termInMidPage(page);
      for (const place of PLACE_NAMES) await openCardAt(page, term, place);
    }
  });

  test.describe('before any script', () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE });

    test('at 390 × 844, with its term near the bottom @phone', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(POST, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await openCardAt(page, await termInMidPage(page), 'near the bottom');
    });
  });
});
