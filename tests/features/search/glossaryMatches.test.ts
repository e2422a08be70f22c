import { findPosts } from '@/features/search/searchEngine';
import { glossaryMatches, indexedTerm, termLookup } from '@/features/search/glossaryMatches';
import { siteSearchEngine } from './siteSearchIndex';

const TERMS = termLookup(
  [
    { id: 'jnana-yoga', iast: 'jñāna yoga', devanagari: 'ज्ञानयोग', spellings: ['gyan yoga'] },
    { id: 'sat', iast: 'sat', devanagari: 'सत्', spellings: [] },
    { id: 'sat-cit-ananda', iast: 'sat-cit-ānanda', devanagari: 'सच्चिदानन्द', spellings: ['sat chit ananda', 'satchidananda'] },
    { id: 'turiya', iast: 'turīya', devanagari: 'तुरीय', spellings: ['turiya'] },
    { id: 'yoga', iast: 'yoga', devanagari: 'योग', spellings: [] },
  ].map(indexedTerm),
);

const ids = (query: string) => glossaryMatches(TERMS, query).map((term) => term.id);

describe('the glossary terms a query names', () => {
  it.each([
    ['turiya', ['turiya']],
    ['Tureeya', ['turiya']],
    ['jnana yoga', ['jnana-yoga', 'yoga']],
    ['jnanayoga', ['jnana-yoga']],
    ['gyan yoga', ['jnana-yoga', 'yoga']],
    ['jnana yogas', ['jnana-yoga', 'yoga']],
    ['satchidananda', ['sat-cit-ananda']],
    ['what is turiya', ['turiya']],
  ])('%s names %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('puts the longest name first, then the query’s order, and shows three at most', () => {
    expect(ids('sat chit ananda')).toEqual(['sat-cit-ananda', 'sat']);
    expect(ids('yoga turiya sat jnana yoga')).toEqual(['jnana-yoga', 'yoga', 'turiya']);
  });

  it('names a term only whole: a word of a longer name, or the start of a word, is not the term', () => {
    expect(ids('jnana')).toEqual([]);
    expect(ids('turi')).toEqual([]);
    expect(ids('')).toEqual([]);
  });

  it('names a term only by a spelling it lists: a word without its final a is another word (`yog`, as `may` is not māyā)', () => {
    expect(ids('yog')).toEqual([]);
    expect(ids('gyan yog')).toEqual([]);
  });
});

describe('search over the site’s own index', () => {
  it.each([
    ['turiya', 'turiya', 'turīya'],
    ['तुरीय', 'turiya', 'turīya'],
    ['adhyasa', 'adhyasa', 'adhyāsa'],
    ['tat tvam asi', 'tat-tvam-asi', 'tat tvam asi'],
  ])('%s finds the glossary entry %s beside the posts', async (query, id, iast) => {
    const answer = await findPosts(await siteSearchEngine(), query);
    expect(answer.terms).toContainEqual(expect.objectContaining({ id, iast }));
    expect(answer.total).toBeGreaterThan(0);
  });

  it('finds no term for a query that names none', async () => {
    expect((await findPosts(await siteSearchEngine(), 'consciousness and science')).terms).toEqual([]);
  });
});
