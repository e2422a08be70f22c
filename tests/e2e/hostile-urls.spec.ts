import { test, expect } from './support/fixtures';
import { DETAILS, fulfillJson, minimalDetail } from './support/api';

/** Addresses with a malformed escape in the fragment or the query: each once took the whole page down. */
const ADDRESSES = [
  { url: '/blog#%', heading: 'Our Blog' },
  { url: '/#%E0%A4%A', heading: 'Discover the Wisdom of Vedanta' },
  { url: '/privacy#%zz', heading: 'Privacy Policy' },
  { url: '/blog?page=%', heading: 'Our Blog' },
  { url: '/blog?page=%E0%A4%A#%', heading: 'Our Blog' },
];

test.describe('Addresses with malformed parts (security review)', () => {
  for (const { url, heading } of ADDRESSES) {
    test(`${url} opens the page, not an error screen`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    });
  }

  test('a link inside a post to such an address is followed without an error screen', async ({ page }) => {
    await page.route(DETAILS, (route) =>
      fulfillJson(route, minimalDetail({ metaTitle: 'Odd Links', blog: 'Go to [the blog](/blog#%) or [home](/#%E0%A4%A).' })),
    );
    await page.goto('/blog/odd-links');
    await page.getByRole('link', { name: 'the blog' }).click();
    // The router may percent-encode the lone '%' of the fragment; either way the blog opens.
    await expect(page).toHaveURL(/\/blog#%(25)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });
});

test.describe('The offline page’s link back (security probe 2, L1)', () => {
  const back = 'You are back online: open the page';

  test('links to the page asked for on this site', async ({ page }) => {
    await page.goto('/offline?from=%2Fblog%3Fpage%3D2');
    await expect(page.getByRole('link', { name: back })).toHaveAttribute('href', '/blog?page=2');
  });

  for (const from of ['%2F%09%2Fevil.example%2Fphish', '%2F%0D%2Fevil.example', '%2F%0A%5Cevil.example', '%2F.%2F%2Fevil.example']) {
    test(`links nowhere for from=${from}, which a browser reads as another host`, async ({ page }) => {
      await page.goto(`/offline?from=${from}`);
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      // page.goto resolves once the app is interactive (fixtures.ts): what it links is final.
      await expect(page.getByRole('link', { name: back })).toHaveCount(0);
      const hosts = await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).host));
      expect(hosts.filter((host) => host !== new URL(page.url()).host)).toEqual([]);
    });
  }
});

test.describe('Markdown the Content-Security-Policy once blocked (security review)', () => {
  test('an aligned table renders with its alignment and no CSP violation', async ({ page }) => {
    await page.route(DETAILS, (route) =>
      fulfillJson(route, minimalDetail({ metaTitle: 'Aligned Table', blog: '| Text | Number |\n|:--|--:|\n| one | 1 |\n| two | 22 |' })),
    );
    await page.goto('/blog/aligned-table');
    const cell = page.getByRole('cell', { name: '22' });
    await expect(cell).toBeVisible();
    await expect(cell).toHaveAttribute('data-align', 'right');
    expect(await cell.evaluate((element) => getComputedStyle(element).textAlign)).toBe('right');
    // The page guard fails the test on any CSP violation.
  });
});
