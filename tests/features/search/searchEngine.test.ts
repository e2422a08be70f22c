import MiniSearch from 'minisearch';
import type { SearchSource } from '@/features/search/buildSearchIndex';
import { buildSearchIndex } from '@/features/search/buildSearchIndex';
import { engineOf, findPosts } from '@/features/search/searchEngine';
import { engineFromFile, searchIndexFile } from '@/features/search/searchIndexFile';
import { engineOptions } from '@/features/search/searchOptions';
import { siteSearchEngine } from './siteSearchIndex';

const post = (slug: string, fields: Partial<SearchSource>): SearchSource => ({
  slug,
  title: `Post ${slug}`,
  description: '',
  date: '2025-01-01',
  keywords: [],
  markdown: 'Nothing in particular.',
  ...fields,
});

const corpus: SearchSource[] = [
  post('atman-and-brahman', {
    title: 'Atman and Brahman',
    description: 'What the Self is.',
    keywords: ['atman', 'brahman'],
    markdown: 'The *ātman* is the Self; see [the sheaths](/blog/the-five-sheaths).',
  }),
  post('shankara', {
    title: 'Shankara and Advaita',
    keywords: ['śaṅkara', 'advaita'],
    markdown: 'Śaṅkarācārya taught in the eighth century.',
  }),
  post('mahavakyas', { title: 'The Great Sayings', markdown: 'तत् त्वम् असि: you are that. The आत्मन् is Brahman.' }),
  post('vivekananda', { title: 'Swami Vivekananda', markdown: 'He spoke at Chicago in 1893.' }),
  post('sat-chit-ananda', { title: 'Sat-chit-ananda', markdown: 'Being, consciousness, bliss.' }),
  post('body-only', { title: 'On the sheaths', markdown: 'A word on the atman at the very end.' }),
];

async function engine(posts = corpus) {
  const read = await engineOf(JSON.parse(JSON.stringify(await buildSearchIndex(posts))));
  if (!read) throw new Error('the index did not read back');
  return read;
}

const slugsFor = async (query: string) => (await findPosts(await engine(), query)).hits.map((hit) => hit.slug);

describe('search', () => {
  it('finds the same posts for ātman in any case, diacritics or script', async () => {
    const expected = await slugsFor('atman');
    expect(expected).toEqual(expect.arrayContaining(['atman-and-brahman', 'mahavakyas', 'body-only']));
    for (const spelling of ['ātman', 'Atman', 'ATMAN', 'आत्मन्', '  Ātman ']) expect(await slugsFor(spelling)).toEqual(expected);
  });

  it('finds the same posts for shankara, śaṅkara and sankara', async () => {
    const expected = await slugsFor('shankara');
    expect(expected[0]).toBe('shankara');
    expect(await slugsFor('śaṅkara')).toEqual(expected);
    expect(await slugsFor('sankara')).toEqual(expected);
    expect(await slugsFor('शङ्कर')).toEqual(expected);
  });

  it('reads chit and cit as one word, and the Devanagari of a body', async () => {
    expect(await slugsFor('cit')).toEqual(['sat-chit-ananda']);
    expect(await slugsFor('tvam')).toEqual(['mahavakyas']);
  });

  it('matches the start of a word, and one typo in a word of five letters or more', async () => {
    expect(await slugsFor('vivek')).toEqual(['vivekananda']);
    expect(await slugsFor('vivekanada')).toEqual(['vivekananda']);
    expect(await slugsFor('chicgo')).toEqual(['vivekananda']);
    // Four letters: no typo allowed, so 'selg' is not 'self'.
    expect(await slugsFor('selg')).toEqual([]);
  });

  it('ranks a title above keywords above the body', async () => {
    const hits = await slugsFor('atman');
    expect(hits.indexOf('atman-and-brahman')).toBeLessThan(hits.indexOf('body-only'));
  });

  it('answers every post that matches, and says how many', async () => {
    const many = await engine(Array.from({ length: 30 }, (_, index) => post(`p${index}`, { markdown: 'maya' })));
    const answer = await findPosts(many, 'maya');
    expect(answer.total).toBe(30);
    expect(answer.hits).toHaveLength(30);
  });

  it('needs every word of a query, and answers nothing for a blank one', async () => {
    expect(await slugsFor('atman chicago')).toEqual([]);
    expect(await slugsFor('swami chicago')).toEqual(['vivekananda']);
    expect(await slugsFor('   ')).toEqual([]);
  });

  it('gives each result its title and description as written, its date and the words it matched', async () => {
    const {
      hits: [hit],
      total,
    } = await findPosts(await engine(), 'ātman');
    expect(total).toBe(3);
    expect(hit).toEqual({
      slug: 'atman-and-brahman',
      title: 'Atman and Brahman',
      description: 'What the Self is.',
      date: '2025-01-01',
      terms: ['atman'],
    });
  });

  it('is not fooled by markup or script in a post', async () => {
    // What the page shows is what is found: the script's text and the link's target are not on the page.
    const markdown = 'Before <script>alert(1)</script> after.\n\n[click](javascript:alert(2)) plain words';
    const hostile = await engine([post('x', { markdown })]);
    expect((await findPosts(hostile, 'javascript')).hits).toEqual([]);
    expect((await findPosts(hostile, 'alert')).hits).toEqual([]);
    expect((await findPosts(hostile, 'plain')).hits.map((hit) => hit.slug)).toEqual(['x']);
  });
});

describe('the index file', () => {
  it("holds exactly the engine's own serialisation, the synonyms and the glossary's terms", () => {
    const built = new MiniSearch(engineOptions);
    built.addAll([
      {
        id: 0,
        slug: 'a',
        shownTitle: 'A',
        shownDescription: '',
        date: '',
        title: 'atman atman brahman',
        description: '',
        keywords: '',
        body: 'self',
        verses: 'bg2v47',
      },
      {
        id: 1,
        slug: 'b',
        shownTitle: 'B',
        shownDescription: '',
        date: '',
        title: 'maya',
        description: 'atman',
        keywords: '',
        body: '',
        verses: '',
      },
    ]);
    const plain = built.toJSON();
    const synonyms = { git: ['bhagavad gita'] };
    const terms = [{ id: 'maya', iast: 'māyā', devanagari: 'माया', keys: ['maya'] }];
    expect(engineFromFile(JSON.parse(JSON.stringify(searchIndexFile(plain, synonyms, terms, []))))).toEqual({
      plain: JSON.parse(JSON.stringify(plain)),
      synonyms,
      terms,
    });
  });

  it("keeps the body's words, and whether they occur once or more", () => {
    const built = new MiniSearch(engineOptions);
    built.add({
      id: 0,
      slug: 'a',
      shownTitle: 'A',
      shownDescription: '',
      date: '',
      title: 'maya maya',
      description: '',
      keywords: '',
      body: 'maya maya maya maya maya',
      verses: '',
    });
    const read = engineFromFile(JSON.parse(JSON.stringify(searchIndexFile(built.toJSON()))));
    const { title, body } = built.toJSON().fieldIds;
    expect(read?.plain.index).toEqual([['maya', { [String(title)]: { 0: 2 }, [String(body)]: { 0: 2 } }]]);
  });

  it('reads a damaged or foreign file as none', () => {
    for (const file of [
      null,
      'text',
      {},
      { format: 'other', engine: {}, postings: '' },
      { format: 'minisearch-2/postings-3', engine: {}, postings: 'atman 0:z.!', synonyms: {} },
      { format: 'minisearch-2/postings-3', engine: {}, postings: '', synonyms: { git: 'bhagavad gita' } },
      { format: 'minisearch-2/postings-3', engine: {}, postings: '', synonyms: {}, terms: {} },
      { format: 'minisearch-2/postings-3', engine: {}, postings: '', synonyms: {}, terms: [{ id: 'maya', iast: 'māyā', keys: 'maya' }] },
    ]) {
      expect(engineFromFile(file)).toBeUndefined();
    }
  });

  it('is read into an engine in steps, giving the main thread back between them', async () => {
    const file: unknown = JSON.parse(JSON.stringify(await buildSearchIndex(corpus)));
    // A task queued before the read starts (a tap, a frame) runs before the engine is ready, not after it.
    let queuedTaskRan = false;
    setTimeout(() => (queuedTaskRan = true), 0);
    const read = await engineOf(file);
    expect(queuedTaskRan).toBe(true);
    expect(read && (await findPosts(read, 'atman')).hits.length).toBeGreaterThan(0);
  });
});

describe('a very long query (a pasted page, or a crafted link)', () => {
  const repeated = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);

  it('is searched by its start: 200 characters at most, and 20 words', async () => {
    const site = await siteSearchEngine();
    const words = await findPosts(site, `${'maya '.repeat(30)}atman`);
    expect(words).toMatchObject({ cut: true, searched: 'maya '.repeat(20).trim() });
    const letters = await findPosts(site, repeated('tatvamasi', 16 * 1024));
    expect(letters.cut).toBe(true);
    expect(letters.searched).toHaveLength(200);
    expect((await findPosts(site, 'maya atman')).cut).toBe(false);
  });

  it('is answered in about the time of a short one: a 16 KiB query within 4 times a 1 KiB one', async () => {
    const site = await siteSearchEngine();
    const median = async (query: string) => {
      const times: number[] = [];
      for (let run = 0; run < 9; run += 1) {
        const start = performance.now();
        await findPosts(site, query);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[4] ?? 0;
    };
    for (const unit of ['tatvamasi', 'sat', 'a ']) {
      // Each query once before it is timed: the first search of the engine reads its postings.
      await findPosts(site, repeated(unit, 1024));
      const [short, long] = [await median(repeated(unit, 1024)), await median(repeated(unit, 16 * 1024))];
      // Floored at 0.05 ms: a short query this fast leaves a ratio of timer noise.
      expect({ unit, withinFourTimes: long / Math.max(short, 0.05) < 4 }).toEqual({ unit, withinFourTimes: true });
    }
  });
});
