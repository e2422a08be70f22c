import { preloadedSlices, writtenQueries, writtenSlices } from '@/app/prerender/prerenderedState';
import { headTags } from '@/features/seo/headTags';
import { postHead } from '@/features/seo/postHead';

describe('the state a page is written with', () => {
  const seo = postHead('https://vedanta.example.org', '/blog/maya', {
    metaTitle: 'Understanding </script> Maya',
    metaDescription: 'What maya is.',
    date: '2025-01-01',
    blog: 'Text.',
  });

  it('carries the structured data once, in the head, and reads it back from there as it was', () => {
    const written = writtenSlices({ seo, pagination: { currentPage: 2 } });
    expect(JSON.stringify(written)).not.toContain('BlogPosting');
    document.head.innerHTML = headTags(seo, 'Vedanta Wisdom');
    const state = {
      path: '/blog/maya',
      domain: 'localhost',
      slices: JSON.parse(JSON.stringify(written)) as typeof written,
      api: {} as never,
    };
    expect(seo.structuredData.length).toBeGreaterThan(0);
    expect(preloadedSlices(state, document)).toEqual({ seo, pagination: { currentPage: 2 } });
  });

  it('reads a damaged JSON-LD block as none', () => {
    document.head.innerHTML = '<script type="application/ld+json">{ not json</script>';
    const state = { path: '/', domain: 'localhost', slices: writtenSlices({ seo, pagination: { currentPage: 1 } }), api: {} as never };
    expect(preloadedSlices(state, document).seo.structuredData).toEqual([]);
  });
});

describe('the answers a page is written with', () => {
  it('carry short request ids and times, the same on every build, and no glossary cards (they are in the HTML)', () => {
    const answer = (endpointName: string, requestId: string, data: unknown) =>
      ({
        status: 'fulfilled',
        endpointName,
        requestId,
        originalArgs: 'maya',
        startedTimeStamp: 1795615072553,
        fulfilledTimeStamp: 1795615072601,
        data,
      }) as never;
    const written = writtenQueries({
      'getDetails("maya")': answer('getDetails', 'NBMHJ9pZfdz8yrptsSZ7T', { metaTitle: 'Maya' }),
      'getReading("maya")': answer('getReading', 'x8Q2kLmP0aZ9bY7cW6vU5', {
        previous: null,
        next: null,
        related: [],
        terms: [{ id: 'maya' }],
      }),
    });
    expect(JSON.parse(JSON.stringify(written))).toEqual({
      'getDetails("maya")': expect.objectContaining({
        requestId: 'p0',
        startedTimeStamp: 1,
        fulfilledTimeStamp: 1,
        data: { metaTitle: 'Maya' },
      }),
      'getReading("maya")': expect.objectContaining({ requestId: 'p1', data: { previous: null, next: null, related: [] } }),
    });
  });
});
