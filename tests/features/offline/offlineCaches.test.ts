import { cacheKeyUrl } from '@/features/offline/offlineCaches';

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
