import { absoluteUrl } from '@/lib/absoluteUrl';

describe('absoluteUrl', () => {
  it.each([
    ['/blog', 'https://example.org/blog'],
    ['/functions/v1/media/a.svg', 'https://example.org/functions/v1/media/a.svg'],
    ['https://images.example/a.png', 'https://images.example/a.png'],
    // Read as a browser reads it against the site, not joined as text (which made example.org a user name).
    ['@evil.example/x.png', 'https://example.org/@evil.example/x.png'],
    ['/@evil.example/x.png', 'https://example.org/@evil.example/x.png'],
  ])('puts %p on the site address: %p', (pathOrUrl, url) => {
    expect(absoluteUrl('https://example.org', pathOrUrl)).toBe(url);
    expect(new URL(absoluteUrl('https://example.org', pathOrUrl)).host).not.toBe('evil.example');
  });

  it('leaves everything as it is without a site address', () => {
    expect(absoluteUrl(undefined, '/blog')).toBe('/blog');
    expect(absoluteUrl(undefined, '@evil.example/x.png')).toBe('@evil.example/x.png');
  });
});
