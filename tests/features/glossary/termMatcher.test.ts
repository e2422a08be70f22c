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

  it('leaves a term unlinked inside a phrase its entry names as something else, and links it elsewhere', () => {
    const withGod = termMatcher([
      { id: 'yama', iast: 'yama', spellings: ['yamas'], notIn: ['Yama, the lord of death', 'Yama offers'] },
      { id: 'viveka', iast: 'viveka', spellings: [], notIn: ['Mahavakya Viveka'] },
    ]);
    const text =
      'Nachiketa questions Yama, the lord of death; he refuses every gift Yama offers. The first limb is yama, the restraints (yamas).';
    expect(withGod(text).map(({ id, start, end }) => [id, text.slice(start, end)])).toEqual([
      ['yama', 'yama'],
      ['yama', 'yamas'],
    ]);
    // In any spelling of the phrase's words, and only where the whole phrase stands.
    const book = 'The Mahāvākya-viveka teaches viveka; the Mahavakya is not viveka.';
    expect(withGod(book).map(({ start, end }) => book.slice(start, end))).toEqual(['viveka', 'viveka']);
  });
});
