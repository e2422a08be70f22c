import type { BlogSummary } from '@/api/models';
import { addLivePosts, findPosts } from '@/features/search/searchEngine';
import { QUERY_TABLE } from './queryTable';
import { siteSearchEngine, sitePosts } from './siteSearchIndex';

const top3 = async (engine: Awaited<ReturnType<typeof siteSearchEngine>>, query: string) =>
  (await findPosts(engine, query)).hits.slice(0, 3).map((hit) => hit.slug);

describe('the query table, against the index of the real posts', () => {
  let engine: Awaited<ReturnType<typeof siteSearchEngine>>;
  beforeAll(async () => {
    engine = await siteSearchEngine();
  });

  it('has at least 80 queries of every kind, 20 or more with a post that must not be in the top three', () => {
    expect(QUERY_TABLE.length).toBeGreaterThanOrEqual(80);
    expect(QUERY_TABLE.filter((row) => row.notInTop3).length).toBeGreaterThanOrEqual(20);
    const kinds = new Set(QUERY_TABLE.map((row) => row.kind));
    for (const kind of [
      'iast',
      'devanagari',
      'indian-script',
      'hindi-english',
      'south-indian',
      'itrans-hk',
      'compound',
      'title',
      'verse',
      'synonym',
      'typo',
    ]) {
      expect(kinds).toContain(kind);
    }
    const slugs = new Set(sitePosts.map((post) => post.slug));
    for (const row of QUERY_TABLE)
      for (const slug of [...row.expected, ...(row.notInTop3 ? [row.notInTop3] : [])]) expect(slugs).toContain(slug);
  });

  it.each(QUERY_TABLE.map((row) => [row.kind, row.query, row]))('%s: %s', async (_kind, query, row) => {
    const found = await top3(engine, query);
    expect(found).toEqual(expect.arrayContaining([...row.expected]));
    if (row.notInTop3) expect(found).not.toContain(row.notInTop3);
  });
});

describe('a post published after the build', () => {
  const LATE = 'the-bhagavad-gita';
  const late = sitePosts.find((post) => post.slug === LATE);
  const summary: BlogSummary = { id: 99, slug: LATE, metaTitle: late?.metaTitle ?? '', metaDescription: late?.metaDescription ?? '' };

  it.each(['Bhagwat Gita', 'bhagavad geetha', 'भगवद्गीता', 'bhagavadgita', 'gItA'])(
    'is found by its title in any spelling, as the indexed posts are: %s',
    async (query) => {
      const engine = await siteSearchEngine([LATE]);
      expect(await top3(engine, query)).not.toContain(LATE);
      await addLivePosts(engine, { posts: [summary], complete: false });
      expect(await top3(engine, query)).toContain(LATE);
    },
  );
});
