import { headTags } from '@/features/seo/headTags';
import { searchHead, topicHead, topicsHead } from '@/features/seo/discoveryHeads';

const site = 'https://vedanta.example';

describe('the heads of the topic and search pages', () => {
  it('makes /search canonical and fetches its index at once; a search of its own is not a page to index', () => {
    expect(searchHead(site, '').preload).toEqual(['/data/search-index.json']);
    const empty = headTags(searchHead(site, ''), 'Vedanta Wisdom');
    expect(empty).toContain('<title>Search | Vedanta Wisdom</title>');
    expect(empty).toContain('<link rel="canonical" href="https://vedanta.example/search" />');
    // Asked for by the page's loader at its first paint (scripts/prerenderHtml.ts), not by its head beside the page itself.
    expect(empty).not.toContain('rel="preload"');
    const query = headTags(searchHead(site, ' <atman> '), 'Vedanta Wisdom');
    expect(query).toContain('<title>Search: &lt;atman&gt; | Vedanta Wisdom</title>');
    expect(query).not.toContain('rel="canonical"');
  });

  it('describes a topic page as a CollectionPage of the posts it shows, each page canonical', () => {
    const posts = Array.from({ length: 12 }, (_, index) => ({ slug: `p${index}`, title: `Post ${index}`, description: '', date: '' }));
    const head = topicHead(site, { slug: 'atman', label: 'atman', posts }, 2);
    expect(head.title).toBe('Posts on atman (page 2) | Vedanta Wisdom');
    expect(head.canonicalUrl).toBe('https://vedanta.example/topics/atman?page=2');
    expect(head.description).toBe('12 posts from Vedanta Wisdom on atman, newest first.');
    expect(head.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'CollectionPage',
        url: 'https://vedanta.example/topics/atman?page=2',
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Post 10', url: 'https://vedanta.example/blog/p10' },
            { '@type': 'ListItem', position: 2, name: 'Post 11', url: 'https://vedanta.example/blog/p11' },
          ],
        },
      }),
    ]);
    expect(topicsHead(site, { topics: [{ slug: 'atman', label: 'atman', count: 3, main: false }] }).structuredData[0]).toMatchObject({
      '@type': 'CollectionPage',
      mainEntity: { itemListElement: [{ name: 'Atman', url: 'https://vedanta.example/topics/atman' }] },
    });
  });
});
