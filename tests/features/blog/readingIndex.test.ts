import { readingIndex, type ReadingPost } from '@/features/blog/readingIndex';

const post = (slug: string, date: string, keywords: string[] = []): ReadingPost => ({ slug, title: `Title of ${slug}`, date, keywords });

describe('readingIndex', () => {
  const posts = [
    post('gita', '2024-03-05', ['Bhagavad Gita', 'karma', 'yoga']),
    post('yogas', '2024-06-01', ['bhagavad gita', 'Yoga', 'bhakti']),
    post('upanishads', '2023-01-10', ['upanishads', 'ātman']),
    post('atman', '2025-08-25', ['Atman', 'brahman', 'upanishads']),
    post('maya', '2025-02-01', ['maya']),
    post('sleep', '2025-02-01', ['mandukya']),
  ];
  const index = readingIndex(posts);

  it('links each post to the one published before and after it, by date', () => {
    expect(index.get('upanishads')).toMatchObject({ previous: null, next: { slug: 'gita', title: 'Title of gita' } });
    expect(index.get('gita')).toMatchObject({ previous: { slug: 'upanishads' }, next: { slug: 'yogas' } });
    // Posts of one day are ordered by slug, so the order never depends on the API's.
    expect(index.get('maya')).toMatchObject({ previous: { slug: 'yogas' }, next: { slug: 'sleep' } });
    expect(index.get('atman')).toMatchObject({ previous: { slug: 'sleep' }, next: null });
  });

  it('relates posts by shared keywords in any case or diacritics, then by recency, then the newest posts', () => {
    const related = (slug: string) => index.get(slug)?.related.map((link) => link.slug);
    // 'Bhagavad Gita' and 'bhagavad gita', 'yoga' and 'Yoga': two shared with yogas.
    expect(related('gita')).toEqual(['yogas', 'atman', 'sleep']);
    // ātman and Atman are one keyword: atman shares two with upanishads; then the newest fill in.
    expect(related('upanishads')).toEqual(['atman', 'sleep', 'maya']);
    // Nothing shared: the three newest others.
    expect(related('maya')).toEqual(['atman', 'sleep', 'yogas']);
  });

  it('never relates a post to itself and lists at most three', () => {
    for (const [slug, reading] of index) {
      expect(reading.related.map((link) => link.slug)).not.toContain(slug);
      expect(reading.related.length).toBeLessThanOrEqual(3);
    }
  });

  it('copes with one post, none, a repeated slug and posts without dates', () => {
    expect(readingIndex([])).toEqual(new Map());
    expect(readingIndex([post('only', '2025-01-01')]).get('only')).toEqual({
      previous: null,
      next: null,
      related: [],
      terms: [],
      paths: [],
      topics: [],
      verses: [],
    });
    const odd = readingIndex([post('a', ''), post('b', '2025-01-01'), post('a', '')]);
    expect([...odd.keys()]).toEqual(['a', 'b']);
    expect(odd.get('a')).toEqual({
      previous: null,
      next: { slug: 'b', title: 'Title of b' },
      related: [{ slug: 'b', title: 'Title of b' }],
      terms: [],
      paths: [],
      topics: [],
      verses: [],
    });
  });

  it("gives each post its places on the reading paths, and no one else's", () => {
    const place = {
      path: 'start-here',
      title: 'Start here',
      position: 2,
      total: 2,
      previous: { slug: 'a', title: 'Title of a' },
      next: null,
    };
    const index = readingIndex([post('a', '2025-01-01'), post('b', '2025-02-01')], new Map([['b', [place]]]));
    expect(index.get('b')?.paths).toEqual([place]);
    expect(index.get('a')?.paths).toEqual([]);
  });
});
