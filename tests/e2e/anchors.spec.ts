/** An address or a link that lands on part of a page leaves it clear of the sticky header, at every width. */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectLandedAtTop } from './support/navigation';

/** Once the jump has come to rest: the target's top is at or below the header's bottom, none of it under it. */
async function expectClearOfHeader(page: Page, target: Locator): Promise<void> {
  await expectLandedAtTop(target);
  const header = await page.getByRole('banner').boundingBox();
  const landed = await target.boundingBox();
  expect(header, 'the header is on screen').not.toBeNull();
  expect(landed?.y, 'the target starts below the header').toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
}

const scrollMarginTop = (target: Locator) => target.evaluate((element) => getComputedStyle(element).scrollMarginTop);

test.describe('Anchors clear of the sticky header', () => {
  test('a glossary term opened at its address shows its name whole below the header', async ({ page }) => {
    await page.goto('/glossary#turiya');
    await expectClearOfHeader(page, page.locator('#turiya'));
    await expect(page.locator('#turiya').getByText('turīya', { exact: true })).toBeInViewport({ ratio: 1 });
  });

  test('a glossary term reached from search lands below the header', async ({ page }) => {
    await page.goto('/search?q=tureeya');
    await page.getByRole('region', { name: 'In the glossary' }).getByRole('link', { name: 'turīya' }).click();
    await expect(page).toHaveURL(/\/glossary#turiya$/);
    await expectClearOfHeader(page, page.locator('#turiya'));
  });

  test("every other kind of target keeps the glossary's room below the header: a post's sections and verses, a legal page's sections", async ({
    page,
  }) => {
    await page.goto('/glossary');
    const room = await scrollMarginTop(page.locator('#turiya'));
    const rooms: string[] = [];

    await page.goto('/blog/the-bhagavad-gita#bg-2-47');
    const verse = page.locator('#bg-2-47');
    await expectClearOfHeader(page, verse);
    rooms.push(await scrollMarginTop(verse));
    const section = page.getByRole('navigation', { name: 'In this article' }).getByRole('link').first();
    const sectionId = new URL((await section.getAttribute('href')) ?? '', page.url()).hash.slice(1);
    await section.click();
    const heading = page.locator(`[id="${decodeURIComponent(sectionId)}"]`);
    await expectClearOfHeader(page, heading);
    rooms.push(await scrollMarginTop(heading));

    await page.goto('/privacy');
    const legal = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').last();
    const legalId = new URL((await legal.getAttribute('href')) ?? '', page.url()).hash.slice(1);
    await legal.click();
    const legalSection = page.locator(`[id="${decodeURIComponent(legalId)}"]`);
    await expectClearOfHeader(page, legalSection);
    rooms.push(await scrollMarginTop(legalSection));

    expect(rooms, 'one room for every target').toEqual([room, room, room]);
  });
});
