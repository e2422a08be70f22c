import { offlinePageAskedFor, offlinePageFor } from '@/lib/offlinePaths';

describe('the offline page’s link back to the page the reader asked for', () => {
  it('names the path and query of the page asked for, and reads it back', () => {
    const page = offlinePageFor(new URL('https://example.org/blog/maya?utm_source=x#part'));
    expect(page).toBe('/offline?from=%2Fblog%2Fmaya%3Futm_source%3Dx');
    expect(offlinePageAskedFor(new URL(page, 'https://example.org').searchParams)).toBe('/blog/maya?utm_source=x');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'blog/maya', ''])(
    'links nowhere for %j: only a path on this site is linked',
    (from) => {
      expect(offlinePageAskedFor(new URLSearchParams({ from }))).toBeUndefined();
    },
  );
});
