import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { realDetail, realPosts } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expectLandedAtTop } from './support/navigation';

interface Dated {
  readonly slug: string;
  readonly title: string;
  readonly date: string;
}

/** Every real post, oldest first (posts of one day by slug), as the build orders them. */
async function postsByDate(request: APIRequestContext): Promise<Dated[]> {
  const { pages } = await realPosts(request);
  const posts = await Promise.all(
    pages.flat().map(async ({ slug, metaTitle }) => ({ slug, title: metaTitle, date: String((await realDetail(request, slug)).date) })),
  );
  return posts.sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
}

/** The `<nav aria-label="More to read">` of a prerendered post, as HTML. */
function moreToRead(html: string): string {
  const start = html.indexOf('aria-label="More to read"');
  expect(start, 'the prerendered post ends with its reading links').toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</nav>', start));
}

/** A prerendered post's end: its reading paths' places and "More to read", as HTML. */
function postEnd(html: string): string {
  const places = html.indexOf('aria-labelledby="path-');
  const start = places > 0 ? places : html.indexOf('aria-label="More to read"');
  return html.slice(start, html.indexOf('</main>', start));
}

const linksTo = (nav: string, rel: 'prev' | 'next') =>
  [...nav.matchAll(/<a\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);

test.describe('Reading on from a post', () => {
  test(
    'every prerendered post links related reading and its neighbours by date, each post once; the first has no previous, the last no next',
    { tag: '@any-width' },
    async ({ request }) => {
      const posts = await postsByDate(request);
      expect(posts.length).toBeGreaterThan(2);
      for (const [index, post] of posts.entries()) {
        const html = await (await request.get(`/blog/${post.slug}`)).text();
        const nav = moreToRead(html);
        expect(nav).toContain('Related reading');
        // Everything after the article: the reading paths' places, then "More to read".
        const end = postEnd(html);
        const linked = [...end.matchAll(/href="\/blog\/([^"#]+)"/g)].map(([, slug]) => slug);
        expect(linked, `${post.slug} never links itself`).not.toContain(post.slug);
        expect(linked, `${post.slug} links each post once`).toEqual([...new Set(linked)]);
        const previous = posts[index - 1];
        const next = posts[index + 1];
        if (previous) expect(linked, `${post.slug} leads back to ${previous.slug}`).toContain(previous.slug);
        else expect(linksTo(nav, 'prev')).toEqual([]);
        if (next) expect(linked, `${post.slug} leads on to ${next.slug}`).toContain(next.slug);
        else expect(linksTo(nav, 'next')).toEqual([]);
      }
    },
  );

  test(
    'Next post and Previous post walk the posts by date, and related reading opens a post',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const posts = await postsByDate(request);
      // Two posts in a row that link each other by date (where nothing above links them already).
      const pages = await Promise.all(posts.map(async (post) => moreToRead(await (await request.get(`/blog/${post.slug}`)).text())));
      const at = posts.findIndex(
        (post, index) =>
          index + 1 < posts.length &&
          linksTo(pages[index]!, 'next').includes(`/blog/${posts[index + 1]!.slug}`) &&
          linksTo(pages[index + 1]!, 'prev').includes(`/blog/${post.slug}`),
      );
      expect(at, 'two posts in a row link each other by date').toBeGreaterThanOrEqual(0);
      const [first, second] = [posts[at], posts[at + 1]];
      await page.goto(`/blog/${first!.slug}`);
      const more = page.getByRole('navigation', { name: 'More to read' });
      await expectNoAxeViolations(page, 'a post with its reading links');
      await more.getByRole('link', { name: `Next post ${second!.title}` }).click();
      await expect(page).toHaveURL(`/blog/${second!.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title);
      await page
        .getByRole('navigation', { name: 'More to read' })
        .getByRole('link', { name: `Previous post ${first!.title}` })
        .click();
      await expect(page).toHaveURL(`/blog/${first!.slug}`);

      const relatedLink = page
        .getByRole('navigation', { name: 'More to read' })
        .getByRole('region', { name: 'Related reading' })
        .getByRole('link')
        .first();
      const target = await relatedLink.getAttribute('href');
      await relatedLink.click();
      await expect(page).toHaveURL(target!);
      await expect(page.getByRole('navigation', { name: 'More to read' })).toBeVisible();
    },
  );
});

test.describe('In this article', () => {
  test('each of its links brings its section to the top, below the header', async ({ page }) => {
    await page.goto('/blog/the-bhagavad-gita');
    const contents = page.getByRole('navigation', { name: 'In this article' });
    const links = contents.getByRole('link');
    const count = await links.count();
    expect(count, 'the Gita post lists its sections').toBeGreaterThanOrEqual(4);
    // Last first: the longest jumps, down the page and back up it.
    for (const index of [count - 1, ...Array.from({ length: count - 1 }, (_, at) => at)]) {
      const link = links.nth(index);
      const id = decodeURIComponent(new URL((await link.getAttribute('href')) ?? '', page.url()).hash.slice(1));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectLandedAtTop(page.locator(`[id="${id}"]`));
    }
  });
});

test.describe('Text as written', () => {
  test('quotes are typographic, and a bracket never ends a line alone before its term, at any width @phone', async ({ page }) => {
    await page.goto('/blog/what-is-vedanta');
    const body = page.locator('[data-reading-body]');
    await expect(body).toContainText('the “later inquiry”');
    await expect(body).not.toContainText('"');
    const term = body.getByRole('button', { name: 'darshanas' });
    await expect(term).toBeVisible();
    const alone: number[] = [];
    for (let width = 320; width <= 1280; width += 8) {
      await page.setViewportSize({ width, height: 800 });
      const breaks = await term.evaluate((button) => {
        // The "(" just before the term, wherever it stands: the last character of the text before the button.
        const walker = document.createTreeWalker(button.closest('p') ?? document.body, NodeFilter.SHOW_TEXT);
        let bracket: Text | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (button.contains(node)) break;
          if (node.textContent?.trimEnd().endsWith('(')) bracket = node as Text;
          else if (node.textContent?.trim()) bracket = null;
        }
        if (!bracket) return -1;
        const range = document.createRange();
        const at = bracket.data.lastIndexOf('(');
        range.setStart(bracket, at);
        range.setEnd(bracket, at + 1);
        return button.getBoundingClientRect().top - range.getBoundingClientRect().top > 4 ? 1 : 0;
      });
      expect(breaks, `the "(" before darshanas at ${width} px`).not.toBe(-1);
      if (breaks === 1) alone.push(width);
    }
    expect(alone, 'widths where "(" ends a line before darshanas').toEqual([]);
  });
});
