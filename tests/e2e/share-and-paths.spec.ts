/** Issue 35: a post's share row before and after its scripts, and the reading path for newcomers (/start-here). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PORT, PRODUCTION_HOST, PRODUCTION_URL } from './support/environment';
import { expectNoAxeViolations } from './support/axe';
import { test, expect } from './support/fixtures';

const POST = '/blog/the-bhagavad-gita';
const CANONICAL = `${PRODUCTION_URL}${POST}`;
const SERVICES = ['wa.me', 'x.com', 'facebook.com', 't.me'];

const shareRow = (page: Page) => page.getByRole('region', { name: 'Share this post' });

/** The reading path as content/paths/start-here.json writes it. */
const startHere = JSON.parse(readFileSync(path.join(__dirname, '../../content/paths/start-here.json'), 'utf8')) as {
  title: string;
  steps: { post: string; why: string }[];
};

test.describe('The share row', () => {
  test.describe('before any script', () => {
    test.use({ javaScriptEnabled: false });

    test('links to each service with the canonical address and title; no button that needs a script', async ({ page }) => {
      await page.goto(POST, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const row = shareRow(page);
      await expect(row.getByRole('link')).toHaveCount(5);
      for (const link of await row.getByRole('link').all()) {
        const href = (await link.getAttribute('href')) ?? '';
        expect(href).toContain(encodeURIComponent(CANONICAL));
        expect(href).not.toContain('utm_');
      }
      await expect(row.getByRole('link', { name: /^Telegram/ })).toHaveAttribute(
        'href',
        `https://t.me/share/url?url=${encodeURIComponent(CANONICAL)}&text=${encodeURIComponent('The Bhagavad Gita: Setting, Yogas and Key Verses')}`,
      );
      await expect(row.getByRole('button', { name: 'Share' })).toBeHidden();
    });
  });

  test('asks nothing of the services until a link is followed, and the button copies the address with a spoken confirmation', async ({
    page,
    context,
    guard,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(POST);
    const row = shareRow(page);
    await row.scrollIntoViewIfNeeded();
    expect(guard.blocked.filter((url) => SERVICES.some((host) => new URL(url).hostname.endsWith(host)))).toEqual([]);
    await row.getByRole('button', { name: 'Share' }).click();
    // Chromium on this machine has no share sheet: the address goes to the clipboard (localhost is a secure context).
    await expect(row.getByRole('status')).toHaveText('Link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CANONICAL);
    await expectNoAxeViolations(page, 'a post after its address was copied');

    const popup = page.waitForEvent('popup');
    await row.getByRole('link', { name: /^WhatsApp/ }).click();
    expect((await popup).url()).toBe(
      `https://wa.me/?text=${encodeURIComponent(`The Bhagavad Gita: Setting, Yogas and Key Verses ${CANONICAL}`)}`,
    );
  });

  test('outside a secure context, shows the address selected to copy by hand', async ({ page }) => {
    await page.goto(`http://${PRODUCTION_HOST}:${PORT}${POST}`);
    const row = shareRow(page);
    await row.getByRole('button', { name: 'Share' }).click();
    const field = row.getByRole('textbox', { name: 'Copy this address:' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(CANONICAL);
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, CANONICAL.length]);
  });
});

test.describe('/start-here', () => {
  test('is prerendered: the essays in order, each with why to read it next, as an ItemList', async ({ request }) => {
    const html = await (await request.get('/start-here')).text();
    expect(html).toContain('<h1');
    const linked = [...html.matchAll(/<h2[^>]*><a href="\/blog\/([^"]+)"/g)].map((match) => match[1]);
    expect(linked).toEqual(startHere.steps.map((step) => step.post));
    for (const step of startHere.steps) expect(html).toContain(step.why.replace(/'/g, '&#x27;'));
    const itemList = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? '') as { '@type': string; itemListElement?: { position: number; url: string }[] })
      .find((data) => data['@type'] === 'ItemList');
    expect(itemList?.itemListElement?.map((item) => item.url)).toEqual(
      startHere.steps.map((step) => `${PRODUCTION_URL}/blog/${step.post}`),
    );
  });

  test('is reached from the landing page and the footer, and leads through the path post by post', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'About Vedanta' })
      .getByRole('link', { name: /Start here/ })
      .click();
    await expect(page).toHaveURL(/\/start-here$/);
    await expect(page.getByRole('heading', { level: 1, name: startHere.title })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Start here' })).toHaveAttribute('href', '/start-here');
    await expectNoAxeViolations(page, '/start-here');

    const [first, second] = startHere.steps;
    await page.getByRole('list', { name: 'The essays, in order' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${first?.post ?? ''}$`));
    const place = page.getByRole('navigation', { name: `Start here · 1 of ${startHere.steps.length}` });
    await expect(place).toBeVisible();
    await place.getByRole('link', { name: /Next on the path/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${second?.post ?? ''}$`));
    await expect(page.getByRole('navigation', { name: `Start here · 2 of ${startHere.steps.length}` })).toBeVisible();
  });

  test("a post's place is in its prerendered page", async ({ request }) => {
    const [, second] = startHere.steps;
    const html = await (await request.get(`/blog/${second?.post ?? ''}`)).text();
    expect(html).toContain(`Start here</a> · 2 of ${startHere.steps.length}`);
  });
});
