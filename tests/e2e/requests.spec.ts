import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { realPosts } from './support/api';
import { cardTitles, followNavLink } from './support/navigation';

/** `get_metainfo?domain=…&page=…` or `get_details?slug=…`, for each request to the functions, in order. */
function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/functions/v1/get_')) sent.push(`${url.pathname.slice('/functions/v1/'.length)}${url.search}`);
  });
  return sent;
}

/** Notes every loading message that appears from now on, however briefly. */
async function watchForLoadingText(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __loadingSeen: string[] }).__loadingSeen = seen;
    new MutationObserver(() => {
      const text = document.body.textContent;
      for (const message of ['Loading blogs...', 'Loading blog post...']) if (text.includes(message)) seen.push(message);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen.splice(0));
}

test.describe('Requests (spec §4: a fetch on every page change; a post reloads whenever its slug changes)', () => {
  test('every page change and slug change sends exactly one request; going back shows the seen page at once and still sends one', async ({
    page,
    request,
  }) => {
    const { pages } = await realPosts(request);
    const [first, second] = [pages[1]?.[0], pages[1]?.[1]];
    if (!first || !second) throw new Error('the content has no second page of posts');
    const sent = recordRequests(page);
    const pagination = page.getByRole('navigation', { name: 'Blog pages' });
    // In-app navigations have no load state to wait for: wait for the request, then give a second one time to show up.
    const step = async (name: string, action: () => Promise<unknown>, expected: string) => {
      sent.length = 0;
      await action();
      await expect.poll(() => sent, name).toEqual([expected]);
      await page.waitForTimeout(300);
      expect(sent, `${name}: one request, not more`).toEqual([expected]);
    };

    await page.goto('/privacy');
    expect(sent, 'a page without data asks for none').toEqual([]);
    const loadingShown = await watchForLoadingText(page);

    await step('to the blog', () => followNavLink(page, 'Blog'), 'get_metainfo?domain=localhost&page=1');
    await step('to page 2', () => pagination.getByRole('button', { name: 'Page 2' }).click(), 'get_metainfo?domain=localhost&page=2');
    await step(
      'to a post',
      () => page.getByRole('link', { name: `Read More: ${first.metaTitle}` }).click(),
      `get_details?slug=${first.slug}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: first.metaTitle })).toBeVisible();
    await step('back to page 2', () => page.goBack(), 'get_metainfo?domain=localhost&page=2');
    await step(
      'to another post',
      () => page.getByRole('link', { name: `Read More: ${second.metaTitle}` }).click(),
      `get_details?slug=${second.slug}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: second.metaTitle })).toBeVisible();
    // Pages not seen before may show their loading state; from here on every page has been seen.
    await loadingShown();

    await step('back to page 2', () => page.goBack(), 'get_metainfo?domain=localhost&page=2');
    await expect.poll(() => cardTitles(page)).toContain(second.metaTitle);
    await step('back to the first post', () => page.goForward(), `get_details?slug=${second.slug}`);
    await step('back to page 2 again', () => page.goBack(), 'get_metainfo?domain=localhost&page=2');
    await step('back to page 1', () => page.goBack(), 'get_metainfo?domain=localhost&page=1');
    expect(await loadingShown(), 'a page seen before shows at once while it is asked for again').toEqual([]);
  });
});
