import { cacheKeyUrl, pageCacheKeyUrl } from '@/features/offline/offlineCaches';

describe('the URL a page or answer is cached under', () => {
  it('drops the fragment and the parameters that only say where the reader came from', () => {
    expect(cacheKeyUrl('https://example.org/blog/maya?utm_source=news&utm_medium=mail&fbclid=1&gclid=2#part')).toBe(
      'https://example.org/blog/maya',
    );
  });

  it('keeps what the page or the functions key by: the page number, the domain, the slug', () => {
    expect(cacheKeyUrl('https://example.org/blog?page=2&utm_campaign=x')).toBe('https://example.org/blog?page=2');
    expect(cacheKeyUrl('https://api.example.org/functions/v1/get_metainfo?domain=example.org&page=1')).toBe(
      'https://api.example.org/functions/v1/get_metainfo?domain=example.org&page=1',
    );
    expect(cacheKeyUrl('https://api.example.org/functions/v1/get_metainfo?domain=other.example&page=1')).not.toBe(
      cacheKeyUrl('https://api.example.org/functions/v1/get_metainfo?domain=example.org&page=1'),
    );
  });
});

describe('the URL a page is cached under (security probe 2, L4)', () => {
  it('is its path and the parameters that page reads: any other query is the same copy', () => {
    expect(pageCacheKeyUrl('https://example.org/privacy?junk=1')).toBe('https://example.org/privacy');
    expect(pageCacheKeyUrl('https://example.org/privacy?page=7#top')).toBe('https://example.org/privacy');
    expect(pageCacheKeyUrl('https://example.org/blog/maya?q=x&utm_source=news')).toBe('https://example.org/blog/maya');
    expect(pageCacheKeyUrl('https://example.org/blog?page=2&junk=1')).toBe('https://example.org/blog?page=2');
    expect(pageCacheKeyUrl('https://example.org/topics/maya?page=3&q=x')).toBe('https://example.org/topics/maya?page=3');
    expect(pageCacheKeyUrl('https://example.org/search?q=atman&page=2')).toBe('https://example.org/search?q=atman');
    expect(pageCacheKeyUrl('https://example.org/offline?from=%2Fblog&x=1')).toBe('https://example.org/offline?from=%2Fblog');
  });

  it('keeps the first value of a parameter given twice, as the page reads it', () => {
    expect(pageCacheKeyUrl('https://example.org/blog?page=2&page=3')).toBe('https://example.org/blog?page=2');
  });

  it('makes 70 addresses of one page one copy, so they cannot push out what the reader kept', () => {
    const keys = new Set(Array.from({ length: 70 }, (_, index) => pageCacheKeyUrl(`https://example.org/privacy?junk=${index}`)));
    expect([...keys]).toEqual(['https://example.org/privacy']);
  });
});
