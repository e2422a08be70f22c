import type { TopicSource } from '@/features/topics/topicIndex';
import { keywordTopics, topicIndex } from '@/features/topics/topicIndex';
import type { TopicMap } from '@/features/topics/topicMap';
import { topicFromPath, topicPath, topicSlug } from '@/lib/topics';

const post = (slug: string, date: string, shortTailKeywords: string[]): TopicSource => ({
  slug,
  title: `Title ${slug}`,
  description: `About ${slug}`,
  date,
  shortTailKeywords,
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
      { slug: 'atman', label: 'Ātman', count: 1, main: false },
      { slug: 'bhagavad-gita', label: 'bhagavad gita', count: 3, main: false },
      { slug: 'karma', label: 'karma', count: 2, main: false },
      { slug: 'yoga', label: 'yoga', count: 1, main: false },
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

describe('topicIndex with a topic map', () => {
  const map: TopicMap = {
    topics: [
      { name: 'Karma Yoga', main: true, keywords: ['karma yoga', 'yoga of action'] },
      { name: 'Advaita', main: true, keywords: ['advaita', 'Advaita Vedanta', 'non-dualism'] },
      { name: 'Ramana Maharshi', main: false, keywords: ['ramana maharshi'] },
      { name: 'Gunas', main: false, keywords: ['gunas', 'sattva'] },
    ],
  };
  const index = topicIndex(
    [
      post('a', '2025-01-01', ['advaita', 'non-dualism', 'Ramana Maharshi']),
      post('b', '2025-02-01', ['advaita vedanta', 'sattva', 'zebra']),
      post('c', '2025-03-01', ['yoga of action', 'gunas']),
    ],
    map,
  );

  it("gathers a topic's keywords under its name and address, a post once; the main ones lead in the map's order", () => {
    expect(index.list.topics).toEqual([
      { slug: 'karma-yoga', label: 'Karma Yoga', count: 1, main: true },
      { slug: 'advaita', label: 'Advaita', count: 2, main: true },
      { slug: 'gunas', label: 'Gunas', count: 2, main: false },
      { slug: 'ramana-maharshi', label: 'Ramana Maharshi', count: 1, main: false },
      { slug: 'zebra', label: 'zebra', count: 1, main: false },
    ]);
    expect(index.posts.get('advaita')?.posts.map((entry) => entry.slug)).toEqual(['b', 'a']);
    expect(index.posts.has('non-dualism')).toBe(false);
  });

  it("maps a post's keywords to their topics' addresses, and an unmapped one to its own", () => {
    expect(keywordTopics(['Advaita Vedanta', 'sattva', 'zebra', '!!'], map)).toEqual([
      { keyword: 'advaita-vedanta', topic: 'advaita' },
      { keyword: 'sattva', topic: 'gunas' },
      { keyword: 'zebra', topic: 'zebra' },
    ]);
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
