import { preloadedSlices, writtenSlices } from '@/app/prerender/prerenderedState';
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
