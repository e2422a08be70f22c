import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { postFile } from '../support/contentFolders';
import { test, expect } from './support/fixtures';
import { siteRequestsSettled } from './support/siteRequests';
import { CHANGING_POST, contentAt, OLD_STALE_WINDOW_MS, pageWithHttpCache, readyForRestart } from './support/changingPost';
import { copyOfContent, PLAIN_DIST_DIR, serveSite, type LiveSite } from './support/liveSite';
import { cardTitles } from './support/navigation';

/** The content the site is served with differs from the content it was built with in three ways. */
const PUBLISHED = { slug: 'published-after-the-build', title: 'Published After the Build' };
const EDITED = {
  slug: 'the-vivekachudamani',
  before: 'The Vivekachudamani: The Crest-Jewel of Discrimination',
  after: 'The Vivekachudamani, Revised',
};
const REMOVED = { slug: 'karma-and-rebirth', title: 'Karma and Rebirth' };
const UNCHANGED = { slug: 'atman-and-brahman', title: 'Atman and Brahman: The Self and the Absolute in Vedanta' };

function changeContent(dir: string): void {
  const posts = path.join(dir, 'posts');
  writeFileSync(
    path.join(posts, `${PUBLISHED.slug}.md`),
    postFile({
      id: 900,
      slug: PUBLISHED.slug,
      metaTitle: PUBLISHED.title,
      metaDescription: 'A post the build never saw.',
      date: '2026-11-20',
      blog: 'Written after the site was built.',
    }),
  );
  const edited = path.join(posts, `${EDITED.slug}.md`);
  writeFileSync(edited, readFileSync(edited, 'utf8').replace(`metaTitle: "${EDITED.before}"`, `metaTitle: "${EDITED.after}"`));
  rmSync(path.join(posts, `${REMOVED.slug}.md`));
}

/** Records, from before the page's first byte, whether a loading message ever appeared on it. */
function watchForLoadingText() {
  const seen: string[] = [];
  (window as unknown as { __loadingSeen: string[] }).__loadingSeen = seen;
  new MutationObserver(() => {
    // Before the parser reaches <body> there is none, whatever the DOM types say.
    const text = (document.body as HTMLElement | null)?.textContent ?? '';
    for (const message of ['Loading blogs...', 'Loading blog post...'])
      if (text.includes(message) && !seen.includes(message)) seen.push(message);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const loadingSeen = (page: Page) => page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen);

const listDomains = (requests: Request[]) =>
  requests.filter((request) => request.url().includes('/get_metainfo')).map((request) => new URL(request.url()).searchParams.get('domain'));

test.describe('Live pages: a site built with one set of posts and served with another', () => {
  let site: LiveSite;

  test.beforeAll(async () => {
    const content = copyOfContent();
    changeContent(content);
    site = await serveSite(PLAIN_DIST_DIR, content);
  });

  test.afterAll(async () => {
    await site.stop();
  });

  test('a post published after the build is on /blog page 1 and among the latest posts of the landing page', async ({ page }) => {
    await page.goto(`${site.origin}/blog`);
    await expect.poll(() => cardTitles(page)).toContain(PUBLISHED.title);
    expect((await cardTitles(page))[0]).toBe(PUBLISHED.title);

    await page.goto(`${site.origin}/`);
    await expect(page.locator('#news').getByRole('link', { name: PUBLISHED.title })).toBeVisible();
  });

  test('an edited title replaces the built one on the list and on its prerendered page', async ({ page, request }) => {
    expect(await (await request.get(`${site.origin}/blog/${EDITED.slug}`)).text()).toContain(EDITED.before);

    await page.goto(`${site.origin}/blog`);
    await expect.poll(() => cardTitles(page)).toContain(EDITED.after);
    expect(await cardTitles(page)).not.toContain(EDITED.before);

    await page.goto(`${site.origin}/blog/${EDITED.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: EDITED.after })).toBeVisible();
    await expect(page).toHaveTitle(EDITED.after);
  });

  test("a removed post's prerendered page ends in 'Error: Blog post not found'", async ({ page, request, guard }) => {
    guard.allowFailedRequests(/\/get_details\?slug=karma-and-rebirth$/);
    expect(await (await request.get(`${site.origin}/blog/${REMOVED.slug}`)).text()).toContain(REMOVED.title);

    await page.goto(`${site.origin}/blog/${REMOVED.slug}`);
    await expect(page.getByRole('alert')).toHaveText(/^Error: Blog post not found\s*← Back to Blog$/);
    await expect(page.getByRole('heading', { name: REMOVED.title })).toHaveCount(0);
    await expect(page).toHaveTitle('Blog post not found | Vedanta Wisdom');
  });

  test("a visitor on www.<host> is served <host>'s list; one on another host name that host's", async ({ page }) => {
    const port = new URL(site.origin).port;
    const requests: Request[] = [];
    page.on('request', (sent) => requests.push(sent));

    await page.goto(`http://www.localhost:${port}/blog`);
    await expect.poll(() => listDomains(requests)).toEqual(['localhost']);
    await expect.poll(() => cardTitles(page)).toContain(PUBLISHED.title);

    requests.length = 0;
    // Built for `localhost`: the list in the HTML is not this host's, so it is asked for and rendered anew.
    await page.goto(`http://blog.localhost:${port}/blog`);
    await expect.poll(() => listDomains(requests)).toEqual(['blog.localhost']);
    await expect.poll(() => cardTitles(page)).toContain(PUBLISHED.title);
  });

  test('no prerendered page shows loading text while it checks its data, changed or not', async ({ page }) => {
    await page.addInitScript(watchForLoadingText);
    for (const pathname of ['/', '/blog', `/blog/${UNCHANGED.slug}`, `/blog/${EDITED.slug}`]) {
      await page.goto(`${site.origin}${pathname}`);
      await siteRequestsSettled(page);
      expect(await loadingSeen(page), pathname).toEqual([]);
    }
    await expect(page.getByRole('heading', { level: 1, name: EDITED.after })).toBeVisible();
  });
});

test.describe('A post changed under a running site is never shown older than the backend (issue 72)', () => {
  test('published, read, edited and read again, removed and read again, within 45 s: each visit shows what the backend has', async ({
    browser,
  }) => {
    const { page, problems, close } = await pageWithHttpCache(browser, 'block');
    const { first, edited } = CHANGING_POST;
    let site = await serveSite(PLAIN_DIST_DIR, contentAt('first'));
    const port = Number(new URL(site.origin).port);
    const postUrl = `${site.origin}/blog/${CHANGING_POST.slug}`;
    const restartWith = async (step: 'edited' | 'removed') => {
      await readyForRestart(page);
      await site.stop();
      site = await serveSite(PLAIN_DIST_DIR, contentAt(step), port);
    };
    try {
      const readAt = Date.now();
      await page.goto(postUrl);
      await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
      await expect(page.getByText(first.text)).toBeVisible();

      await restartWith('edited');
      await page.goto(postUrl);
      await expect(page.getByRole('heading', { level: 1, name: edited.title })).toBeVisible();
      await expect(page.getByText(edited.text)).toBeVisible();
      await siteRequestsSettled(page);
      await expect(page.getByText(first.text)).toHaveCount(0);

      await restartWith('removed');
      await page.goto(postUrl);
      await expect(page.getByText('Blog post not found').first()).toBeVisible();
      await siteRequestsSettled(page);
      await expect(page.getByText(edited.text)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: edited.title })).toHaveCount(0);
      expect(problems).toEqual([]);
      expect(Date.now() - readAt, 'every step within the old stale window, where a kept answer was served').toBeLessThan(
        OLD_STALE_WINDOW_MS,
      );
    } finally {
      await close();
      await site.stop();
    }
  });
});
