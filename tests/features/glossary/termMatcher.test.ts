import { termMatcher } from '@/features/glossary/termMatcher';

const find = termMatcher([
  { id: 'maya', iast: 'māyā', spellings: ['maya'] },
  { id: 'manas', iast: 'manas', spellings: ['manah', 'mana'] },
  { id: 'brahman', iast: 'brahman', spellings: ['brahma'] },
  { id: 'sutra', iast: 'sūtra', spellings: ['sutra'] },
  { id: 'brahma-sutra', iast: 'brahmasūtra', spellings: ['brahma sutra'] },
  { id: 'jnana-yoga', iast: 'jñāna yoga', spellings: [] },
]);

const named = (text: string) => find(text).map(({ id, start, end }) => [id, text.slice(start, end)]);

describe('termMatcher', () => {
  it('finds a term in any of its spellings and plurals', () => {
    expect(named('Maya, the world of maaya, is not Brahman. Sutras are short.')).toEqual([
      ['maya', 'Maya'],
      ['maya', 'maaya'],
      ['brahman', 'Brahman'],
      ['sutra', 'Sutras'],
    ]);
  });

  it('never takes an English word for a term it only resembles', () => {
    expect(named('Readers may compare what a man says with what the May sky shows.')).toEqual([]);
  });

  it('links a term of several words as one, the longest first', () => {
    expect(named('His commentary on the Brahma Sutras, and on jnana yoga.')).toEqual([
      ['brahma-sutra', 'Brahma Sutras'],
      ['jnana-yoga', 'jnana yoga'],
    ]);
  });
});
