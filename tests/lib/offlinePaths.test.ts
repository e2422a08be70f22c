import { offlinePageAskedFor, offlinePageFor } from '@/lib/offlinePaths';

describe('the offline page’s link back to the page the reader asked for', () => {
  it('names the path and query of the page asked for, and reads it back', () => {
    const page = offlinePageFor(new URL('https://example.org/blog/maya?utm_source=x#part'));
    expect(page).toBe('/offline?from=%2Fblog%2Fmaya%3Futm_source%3Dx');
    expect(offlinePageAskedFor(new URL(page, 'https://example.org').searchParams, 'https://example.org')).toBe('/blog/maya?utm_source=x');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'blog/maya',
    '',
    // Security probe 2, L1: the browser drops a tab, CR or LF, and reads `\` as `/`, so these lead to evil.example.
    '/\t/evil.example/phish',
    '/\r/evil.example/phish',
    '/\n/evil.example/phish',
    '/\n\\evil.example/phish',
    '/\\\t/evil.example',
    '\t//evil.example',
    // Resolved, it is the path `//evil.example`, which a link reads as a host (found by tests/fuzz/urls.test.ts).
    '/.//evil.example',
    '/x/..//evil.example',
  ])('links nowhere for %j: only a path on this site is linked', (from) => {
    expect(offlinePageAskedFor(new URLSearchParams({ from }), 'https://example.org')).toBeUndefined();
  });

  it.each([
    '%2F%09%2Fevil.example%2Fphish',
    '%2F%0D%2Fevil.example',
    '%2F%0A%2Fevil.example',
    '%2F%0A%5Cevil.example',
    '%2F%5C%2Fevil.example',
  ])('links nowhere for the offline page opened as /offline?from=%s', (encoded) => {
    expect(
      offlinePageAskedFor(new URL(`/offline?from=${encoded}`, 'https://example.org').searchParams, 'https://example.org'),
    ).toBeUndefined();
  });

  it.each([
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/blog/../privacy?x=1#top', '/privacy?x=1#top'],
  ])('keeps %j, a path that stays on the site, as the browser resolves it (%j)', (from, linked) => {
    expect(offlinePageAskedFor(new URLSearchParams({ from }), 'https://example.org')).toBe(linked);
  });

  it('links nothing while the page is rendered on the server, where there is no origin', () => {
    expect(offlinePageAskedFor(new URLSearchParams({ from: '/blog/maya' }), undefined)).toBeUndefined();
  });
});
