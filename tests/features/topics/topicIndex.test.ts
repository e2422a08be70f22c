import type { TopicSource } from '@/features/topics/topicIndex';
import { topicIndex } from '@/features/topics/topicIndex';
import { topicFromPath, topicPath, topicSlug } from '@/lib/topics';

const post = (slug: string, date: string, topics: string[]): TopicSource => ({
  slug,
  title: `Title ${slug}`,
  description: `About ${slug}`,
  date,
  topics,
});

describe('topicIndex', () => {
  const index = topicIndex([
    post('gita', '2025-03-01', ['Bhagavad Gita', 'karma']),
    post('yoga', '2025-05-01', ['bhagavad  gita', 'Karma', 'yoga']),
    post('old', '2024-01-01', ['bhagavad gita', 'Ātman']),
    post('gita', '2025-03-01', ['Bhagavad Gita', 'karma']),
  ]);

  it('lists each topic once whatever its case or spacing, with its number of posts, by slug', () => {
    expect(index.list.topics).toEqual([
      { slug: 'atman', label: 'Ātman', count: 1 },
      { slug: 'bhagavad-gita', label: 'bhagavad gita', count: 3 },
      { slug: 'karma', label: 'karma', count: 2 },
      { slug: 'yoga', label: 'yoga', count: 1 },
    ]);
  });

  it("lists a topic's posts newest first, with what a card shows", () => {
    expect(index.posts.get('bhagavad-gita')?.posts.map((entry) => entry.slug)).toEqual(['yoga', 'gita', 'old']);
    expect(index.posts.get('yoga')).toEqual({
      slug: 'yoga',
      label: 'yoga',
      posts: [{ slug: 'yoga', title: 'Title yoga', description: 'About yoga', date: '2025-05-01' }],
    });
  });

  it('has no topics without posts or keywords', () => {
    expect(topicIndex([]).list).toEqual({ topics: [] });
    expect(topicIndex([post('a', '', ['', ' , ', '!!'])]).list).toEqual({ topics: [] });
  });
});

describe('topic paths', () => {
  it('spell a keyword one way, and read back once', () => {
    expect(topicSlug('Bhagavad Gita')).toBe('bhagavad-gita');
    expect(topicSlug('Śaṅkara')).toBe('shankara');
    expect(topicSlug('sat-chit-ananda')).toBe('sat-chit-ananda');
    expect(topicSlug('आत्मन्')).toBe('आतमन');
    expect(topicPath('a/b')).toBe('/topics/a%2Fb');
    expect(topicFromPath('/topics/a%2Fb')).toBe('a/b');
    expect(topicFromPath('/topics/%E0%A4')).toBeUndefined();
    expect(topicFromPath('/blog/x')).toBeUndefined();
  });
});
