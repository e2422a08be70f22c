import fc from 'fast-check';
import { validateXML } from 'xmllint-wasm';
import { describe as describeValue } from '../../server/content/describe';
import { jsonFeed, rssFeed, sitemap } from '../../scripts/feeds';
import { pageHtml } from '../../scripts/prerenderHtml';
import type { RenderedPage } from '@/app/prerender/renderPage';
import type { BlogDetail } from '@/api/models';
import { siteName } from '@/content/site';
import { headTags } from '@/features/seo/headTags';
import { postHead } from '@/features/seo/postHead';
import { homeHead } from '@/features/seo/homeHead';
import { asyncFuzzParameters, FUZZ_TIMEOUT_MS, fuzzParameters } from './settings';

/** Text as hostile as a post's fields can be: markup, replacement patterns, controls, quotes. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({
    unit: fc.constantFrom(
      '<',
      '>',
      '&',
      '"',
      "'",
      '$',
      '`',
      '\u0000',
      '\u0001',
      '\u000b',
      '\ud800',
      '\ufffe',
      '/',
      'script',
      '</title>',
      '</script>',
      '<!--',
      ']]>',
      'a',
      ' ',
    ),
  }),
);

const post = fc.record({
  metaTitle: hostileText.filter((text) => text.trim() !== ''),
  metaDescription: hostileText,
  date: fc.oneof(hostileText, fc.constant('2025-01-27')),
  blog: hostileText,
  pinterestImageLink: fc.option(hostileText, { nil: undefined }),
  shortTailKeywords: fc.option(hostileText, { nil: undefined }),
  longTailKeywords: fc.option(hostileText, { nil: undefined }),
}) as fc.Arbitrary<BlogDetail>;

const TEMPLATE =
  '<!doctype html><html><head><title>Site</title><meta name=description content="Site"><script defer src=/assets/js/main.js></script></head><body><div id=root></div></body></html>';

describe('the head and the page writers (fuzzed)', () => {
  it(
    'write one <title>, JSON-LD that parses back to the data, and the page into #root, whatever a post holds',
    () => {
      fc.assert(
        fc.property(post, fc.option(fc.constantFrom('https://vedanta.example'), { nil: undefined }), (detail, siteUrl) => {
          const head = postHead(siteUrl, '/blog/x', detail);
          const html = headTags(head, siteName);
          expect(html.match(/<title>/g)).toHaveLength(1);
          expect(html.match(/<\/title>/g)).toHaveLength(1);
          const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match): unknown =>
            JSON.parse(match[1] ?? ''),
          );
          expect(jsonLd).toEqual(JSON.parse(JSON.stringify(head.structuredData)));

          const page = {
            status: 200,
            routeId: 'blog-post',
            appHtml: '<main>x</main>',
            headHtml: html,
            preloads: [],
            state: { path: '/blog/x', domain: 'localhost', answers: [['getDetails', detail, 'x']] },
          } as unknown as RenderedPage;
          const document = pageHtml(TEMPLATE, page, {});
          expect(document.match(/<title>/g)).toHaveLength(1);
          expect(document.match(/main\.js/g)).toHaveLength(1);
          expect(document).toContain('<div id="root"><main>x</main></div>');
          const state = /<script type="application\/json" id="__PRELOADED_STATE__">([\s\S]*?)<\/script>/.exec(document)?.[1];
          expect((JSON.parse(state ?? '') as { answers: [[string, { metaTitle: string }, string]] }).answers[0][1].metaTitle).toBe(
            detail.metaTitle,
          );
        }),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it('write the home head with no site address too', () => {
    expect(headTags(homeHead(undefined), siteName).match(/<title>/g)).toHaveLength(1);
  });
});

describe('the feed writers (fuzzed)', () => {
  it(
    'write well-formed XML that keeps every post, whatever its title and description hold',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              slug: hostileText,
              title: hostileText,
              description: hostileText,
              date: fc.constantFrom('2025-01-01', '2026-11-20', 'not a date'),
              // The body as HTML, CDATA terminators and characters XML forbids included.
              html: fc.oneof(hostileText, fc.constant('<p>a ]]> b</p>'), fc.constant('')),
            }),
            { maxLength: 4 },
          ),
          async (posts) => {
            const site = {
              posts: posts.map((post) => ({ slug: post.slug, lastModified: post.date })),
              topics: posts.map((post) => post.title),
              paths: [],
            };
            expect(() => JSON.parse(jsonFeed('https://vedanta.example', posts)) as unknown).not.toThrow();
            // One run of xmllint for both files: each run starts its WebAssembly afresh.
            const result = await validateXML({
              xml: [
                { fileName: 'rss.xml', contents: rssFeed('https://vedanta.example', posts) },
                { fileName: 'sitemap.xml', contents: await sitemap('https://vedanta.example', site) },
              ],
              // No schema: well-formedness alone, which the typings spell as a normalisation run.
              normalization: 'format',
            });
            expect(result.errors).toEqual([]);
          },
        ),
        asyncFuzzParameters(60),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('the description of a value in a content problem (fuzzed)', () => {
  it(
    'is at most 80 characters for any value',
    () => {
      fc.assert(
        fc.property(fc.anything({ withDate: true, withMap: false }), (value) => {
          expect(describeValue(value).length).toBeLessThanOrEqual(80);
        }),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
