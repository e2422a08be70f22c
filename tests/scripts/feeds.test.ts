import { readFileSync } from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import { validateXML } from 'xmllint-wasm';
import type { FeedPost } from '../../scripts/feeds';
import { adsTxtOf, jsonFeed, robotsTxt, RSS_ITEMS, rssFeed, sitemap } from '../../scripts/feeds';
import type { SiteContents } from '../../src/app/pageRoutes';

const schema = readFileSync(path.join(__dirname, 'fixtures/sitemap-0.9.xsd'), 'utf8');

function posts(count: number): FeedPost[] {
  return Array.from({ length: count }, (_, index) => ({
    slug: `post-${index + 1}`,
    title: `Post ${index + 1} & <friends>`,
    description: `About post ${index + 1}: “quoted”, with <b>tags</b> & ampersands.`,
    date: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
    html: `<h2 id="part">Part ${index + 1}</h2><p>The whole of post ${index + 1}, with <a href="https://vedanta.example/blog/other">a link</a> and ]]> in it.</p>`,
  }));
}

/** What the prerenderer gives the registry's rows: posts by slug and last change, the topics and the reading path. */
function site(feedPosts: readonly FeedPost[], topics: readonly string[] = []): SiteContents {
  return { posts: feedPosts.map((post) => ({ slug: post.slug, lastModified: post.date })), topics, paths: ['start-here'] };
}

async function validSitemap(xml: string) {
  return validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: 'sitemap.xsd', contents: schema }] });
}

describe('sitemap', () => {
  it('validates against the sitemaps.org schema and lists every page, post and topic with lastmod', async () => {
    const xml = await sitemap(
      'https://vedanta.example',
      site([...posts(3), { slug: 'café', title: 'Café', description: 'x', date: '2026-01-02', html: '' }], ['atman', 'bhagavad-gita']),
    );
    const result = await validSitemap(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://vedanta.example/',
      'https://vedanta.example/blog',
      'https://vedanta.example/blog/post-1',
      'https://vedanta.example/blog/post-2',
      'https://vedanta.example/blog/post-3',
      'https://vedanta.example/blog/caf%C3%A9',
      'https://vedanta.example/topics',
      'https://vedanta.example/topics/atman',
      'https://vedanta.example/topics/bhagavad-gita',
      'https://vedanta.example/glossary',
      'https://vedanta.example/start-here',
      'https://vedanta.example/privacy',
      'https://vedanta.example/terms',
    ]);
    expect(xml).toContain('<loc>https://vedanta.example/blog/post-2</loc><lastmod>2025-02-02</lastmod>');
    expect(xml).toContain('<loc>https://vedanta.example/</loc><lastmod>2026-01-02</lastmod>');
  });

  it('rejects what the schema forbids (the check can fail)', async () => {
    const result = await validSitemap(
      (await sitemap('https://vedanta.example', site(posts(1)))).replace('<lastmod>2025-01-01</lastmod>', '<lastmod>yesterday</lastmod>'),
    );
    expect(result.valid).toBe(false);
  });

  it('lists a post by when it last changed, and leaves out the search page and the not-found page', async () => {
    const xml = await sitemap('https://vedanta.example', { posts: [{ slug: 'maya', lastModified: '2026-03-04' }], topics: [], paths: [] });
    expect(xml).toContain('<loc>https://vedanta.example/blog/maya</loc><lastmod>2026-03-04</lastmod>');
    expect(xml).not.toContain('/search');
    expect(xml).not.toContain('/404');
  });
});

describe('RSS feed', () => {
  it('is RSS 2.0 a feed reader parses: the newest posts with links, dates and full descriptions', async () => {
    const all = posts(30);
    const feed = await new Parser().parseString(rssFeed('https://vedanta.example', all));
    expect(feed.title).toBe('Vedanta Wisdom — Our Blog');
    expect(feed.link).toBe('https://vedanta.example/blog');
    expect(feed.items).toHaveLength(RSS_ITEMS);
    const newest = [...all].sort((a, b) => b.date.localeCompare(a.date));
    expect(feed.items.map((item) => item.link)).toEqual(
      newest.slice(0, RSS_ITEMS).map((post) => `https://vedanta.example/blog/${post.slug}`),
    );
    const first = feed.items[0]!;
    const source = newest[0]!;
    expect(first.title).toBe(source.title);
    // rss-parser reads content:encoded as `content:encoded` and the description as `content`'s snippet source.
    expect((first as unknown as Record<string, string>)['content:encoded']).toBe(source.html);
    expect(first.guid).toBe(first.link);
    expect(new Date(first.pubDate ?? '').toISOString().slice(0, 10)).toBe(source.date);
  });

  it('leaves out posts without a valid date rather than inventing one', async () => {
    const feed = await new Parser().parseString(
      rssFeed('https://vedanta.example', [
        ...posts(2),
        { slug: 'undated', title: 'Undated', description: 'x', date: 'not a date', html: '' },
      ]),
    );
    expect(feed.items.map((item) => item.title)).not.toContain('Undated');
    expect(feed.items).toHaveLength(2);
  });
});

describe('full text in the feeds', () => {
  it('gives every RSS item its whole body in content:encoded, exactly as rendered', async () => {
    const all = posts(5);
    const feed = await new Parser({ customFields: { item: ['content:encoded', 'description'] } }).parseString(
      rssFeed('https://vedanta.example', all),
    );
    const byLink = new Map(all.map((post) => [`https://vedanta.example/blog/${post.slug}`, post]));
    for (const item of feed.items) {
      const source = byLink.get(item.link ?? '')!;
      expect((item as unknown as Record<string, string>)['content:encoded']).toBe(source.html);
      expect((item as unknown as Record<string, string>).description).toBe(source.description);
    }
  });

  it('writes a JSON Feed 1.1 with the same items, each with its whole body, summary and dates', () => {
    const all = [
      ...posts(3),
      { slug: 'edited', title: 'Edited', description: 'Changed.', date: '2025-02-01', updated: '2025-06-30', html: '<p>New.</p>' },
    ];
    const feed = JSON.parse(jsonFeed('https://vedanta.example', all)) as {
      version: string;
      feed_url: string;
      items: {
        id: string;
        url: string;
        title: string;
        summary: string;
        content_html: string;
        date_published: string;
        date_modified?: string;
      }[];
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe('https://vedanta.example/feed.json');
    expect(feed.items).toHaveLength(4);
    for (const post of all) {
      const item = feed.items.find((candidate) => candidate.url === `https://vedanta.example/blog/${post.slug}`)!;
      expect(item).toMatchObject({ id: item.url, title: post.title, summary: post.description, content_html: post.html });
      expect(item.date_published).toBe(`${post.date}T00:00:00Z`);
    }
    expect(feed.items.find((item) => item.title === 'Edited')?.date_modified).toBe('2025-06-30T00:00:00Z');
  });
});

describe('robots.txt', () => {
  it('allows crawling and points to the sitemap', () => {
    expect(robotsTxt('https://vedanta.example')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://vedanta.example/sitemap.xml\n');
  });

  it('names no sitemap for a build that does not know its address (no localhost in it)', () => {
    expect(robotsTxt(undefined)).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('characters XML cannot hold (security review)', () => {
  it('drops control characters and lone surrogates from titles and descriptions, so readers still accept the feed', async () => {
    const hostile: FeedPost = {
      slug: 'controls',
      title: 'Bad\u0001 title\u000B here\uD800',
      description: 'Nul\u0000 and \uFFFE too',
      date: '2025-05-05',
      html: '<p>Body\u0001 with ]]> inside</p>',
    };
    const xml = rssFeed('https://vedanta.example', [hostile, ...posts(2)]);
    const result = await validateXML({ xml: [{ fileName: 'rss.xml', contents: xml }], normalization: 'format' });
    expect(result.errors).toEqual([]);
    const feed = await new Parser().parseString(xml);
    expect(feed.items.map((item) => item.title)).toContain('Bad title here');
    expect(feed.items.map((item) => item.content)).toContain('Nul and  too');
    const map = await sitemap('https://vedanta.example', site([{ ...hostile, slug: 'a\u0001b' }]));
    expect((await validSitemap(map)).errors).toEqual([]);
  });
});

describe('ads.txt', () => {
  it('is written from SITE_ADS_TXT, one record per line, newlines given as such or as \\n', () => {
    expect(adsTxtOf(undefined)).toBeUndefined();
    expect(adsTxtOf('  ')).toBeUndefined();
    expect(adsTxtOf('google.com, pub-1, DIRECT, f08c47fec0942fa0\\nexample.test, 12, RESELLER')).toBe(
      'google.com, pub-1, DIRECT, f08c47fec0942fa0\nexample.test, 12, RESELLER\n',
    );
    expect(adsTxtOf('a.test, 1, DIRECT\r\n\r\nb.test, 2, DIRECT\n')).toBe('a.test, 1, DIRECT\nb.test, 2, DIRECT\n');
  });
});
