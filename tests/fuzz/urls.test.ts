import fc from 'fast-check';
import { hrefKind, safeUrl, ALLOWED_PROTOCOLS } from '@/lib/safeUrl';
import { YOUTUBE_ID_PATTERN, youtubeEmbedUrl, youtubeId } from '@/lib/youtubeId';
import { socialImage } from '@/features/seo/postHead';
import { absoluteUrl } from '@/lib/absoluteUrl';
import { offlinePageAskedFor } from '@/lib/offlinePaths';
import { growthRatio, LINEAR, repeatedTo } from '../support/growth';
import { FUZZ_TIMEOUT_MS, fuzzParameters, motif, ONE_MB } from './settings';

/** Strings with the characters URL tricks are made of, and anything else. */
const urlish = fc.oneof(
  fc.string(),
  fc.string({
    unit: fc.constantFrom(
      'j',
      'a',
      'v',
      's',
      'c',
      'r',
      'i',
      'p',
      't',
      ':',
      '/',
      '\\',
      '&',
      '#',
      ';',
      'x',
      '%',
      '0',
      '9',
      'A',
      '\t',
      '\n',
      '\u0000',
      ' ',
      'h',
      '.',
      '@',
      '?',
      '=',
    ),
  }),
  fc.webUrl({ withFragments: true, withQueryParameters: true }),
  fc
    .tuple(
      fc.constantFrom(
        'javascript:',
        'JaVaScRiPt:',
        'data:',
        'vbscript:',
        'https://',
        '//',
        'mailto:',
        '&#106;avascript:',
        'java\tscript:',
        '%6aavascript:',
      ),
      fc.string(),
    )
    .map(([a, b]) => a + b),
);

/** The protocol a browser would follow `href` with, from a page on this site. */
function protocolOf(href: string): string | undefined {
  try {
    return new URL(href, 'https://vedanta.example/blog/post').protocol;
  } catch {
    return undefined;
  }
}

describe('safeUrl (fuzzed)', () => {
  it(
    'never throws, and lets through only the input itself (trimmed) on an allowed protocol, or nothing',
    () => {
      fc.assert(
        fc.property(urlish, (url) => {
          const safe = safeUrl(url);
          if (safe === '') return;
          expect(safe).toBe(url.trim());
          const protocol = protocolOf(safe);
          if (protocol !== undefined) expect(ALLOWED_PROTOCOLS).toContain(protocol.slice(0, -1));
          expect(['fragment', 'site-path', 'relative', 'external-web', 'external-app']).toContain(
            hrefKind(safe, 'https://vedanta.example'),
          );
        }),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'takes time in proportion to its input: any repeated motif, a megabyte against 10 KB',
    () => {
      fc.assert(
        fc.property(motif(['&', '#', 'x', '1', ';', '%', '2', 'a', '\u0001', ' ', ':', 'j']), (pattern) => {
          const url = (length: number) => repeatedTo(pattern, length, 'javascript:');
          expect(growthRatio(url, safeUrl, ONE_MB)).toBeLessThan(LINEAR);
          expect(growthRatio(url, (text) => hrefKind(text, 'https://vedanta.example'), ONE_MB)).toBeLessThan(LINEAR);
        }),
        { ...fuzzParameters, numRuns: 10 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('youtubeId (fuzzed)', () => {
  const youtubeish = fc.oneof(
    urlish,
    fc
      .tuple(
        fc.constantFrom('', 'https://', 'http://', '//', 'ftp://'),
        fc.constantFrom(
          'www.youtube.com',
          'youtube.com',
          'm.youtube.com',
          'music.youtube.com',
          'youtu.be',
          'youtube-nocookie.com',
          'youtube.com.evil.example',
          'evilyoutube.com',
        ),
        fc.constantFrom('/watch?v=', '/shorts/', '/embed/', '/v/', '/e/', '/', '/watch?x=1&v='),
        fc.string({ unit: fc.constantFrom('a', 'Z', '0', '-', '_', '!', '.', '%'), maxLength: 14 }),
        fc.constantFrom('', '?si=x', '#t=1', '/', '&list=1'),
      )
      .map((parts) => parts.join('')),
  );

  it(
    'never throws, and gives null or an 11-character video id, which makes an embed URL on the privacy-enhanced host',
    () => {
      fc.assert(
        fc.property(youtubeish, (url) => {
          const id = youtubeId(url);
          if (id === null) return;
          expect(id).toMatch(YOUTUBE_ID_PATTERN);
          expect(id).not.toBe('videoseries');
          expect(new URL(youtubeEmbedUrl(id)).origin).toBe('https://www.youtube-nocookie.com');
        }),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it('reads a megabyte in time in proportion to it (against 10 KB)', () => {
    expect(growthRatio((length) => repeatedTo('https://youtu.be/'.padEnd(40, 'a'), length), youtubeId, ONE_MB)).toBeLessThan(LINEAR);
    expect(growthRatio((length) => `www.youtube.com/watch?${repeatedTo('v=a&', length)}`, youtubeId, ONE_MB)).toBeLessThan(LINEAR);
  });
});

describe('absoluteUrl and socialImage (fuzzed)', () => {
  it(
    'never throw, and never put a path of the site on another host',
    () => {
      fc.assert(
        fc.property(urlish, (value) => {
          const image = socialImage(value);
          if (image !== undefined) expect(['http:', 'https:', undefined]).toContain(image.startsWith('/') ? undefined : protocolOf(image));
          const url = absoluteUrl('https://example.org', value);
          const absolute = /^[a-z][a-z\d+.-]*:/i.test(value.trim()) || /^[\s\\/]{2}/.test(value);
          if (!absolute && url.startsWith('https://')) expect(new URL(url).host).toBe('example.org');
        }),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('the offline page’s link back (fuzzed)', () => {
  const origin = 'https://vedanta.example';
  /** What `from` is made of in an open redirect: slashes either way, and the characters a browser drops. */
  const slashy = fc
    .string({ unit: fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '%', '0', '9', '2', 'F', 'e', 'x', '.', ':', '@') })
    .map((rest) => `/${rest}`);

  it(
    'links only to this site: whatever `from` holds, the link is a path a browser resolves on the site’s origin',
    () => {
      fc.assert(
        fc.property(fc.oneof(urlish, slashy), (from) => {
          const linked = offlinePageAskedFor(new URLSearchParams({ from }), origin);
          if (linked === undefined) return;
          expect(linked.startsWith('/') && !/^[/\\]{2}/.test(linked)).toBe(true);
          expect(new URL(linked, `${origin}/offline`).origin).toBe(origin);
        }),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
