import { searchKey, spellingKey } from '@/features/search/searchKey';

/** Each rule of the key, with the spellings it makes one. */
const RULES: Array<[rule: string, spellings: string[]]> = [
  ['case and diacritics', ['Ātman', 'ātman', 'ATMAN', 'atman']],
  ['long vowels: ā aa a', ['ānanda', 'aananda', 'ananda']],
  ['long vowels: ī ee ii i', ['turīya', 'tureeya', 'turiiya', 'turiya']],
  ['long vowels: ū oo uu u', ['sūtra', 'sootra', 'suutra', 'sutra']],
  ['ṛ ri ru (between consonants)', ['prakṛti', 'prakriti', 'prakruti']],
  ['ś ṣ sh s', ['śiva', 'shiva', 'siva']],
  ['ṣ sh s', ['viṣṇu', 'vishnu', 'visnu']],
  ['c ch chh', ['cit', 'chit', 'chhit']],
  ['jñ gy gn dny jn j~n jJ', ['jñāna', 'gyan', 'gnana', 'dnyan', 'jnana', 'j~nAna', 'jJAna']],
  ['kṣ ksh x', ['mokṣa', 'moksha', 'moxa']],
  ['v w', ['bhagavan', 'bhagawan']],
  ['nasal before a consonant: ṃ ṁ ṅ ñ ṇ n m', ['saṃsāra', 'saṁsāra', 'samsara', 'sansara']],
  ['ṅ n m before a consonant', ['śaṅkara', 'shankara', 'shamkara', 'sankara']],
  ['ñ before a consonant', ['pañca', 'pancha', 'panca']],
  ['the final a is optional', ['yoga', 'yog']],
  ['the final ā is optional', ['māyā', 'maya', 'may']],
  ['the final visarga goes', ['namaḥ', 'namah', 'nama']],
  ['doubled letters are one', ['sattva', 'satva']],
  ['-vat and -mat in sandhi', ['bhagavad', 'bhagavat']],
  ['the title -ācārya', ['Śaṅkarācārya', 'Shankaracharya', 'Shankara']],
  ['-ācārya after another name', ['Madhvācārya', 'madhvacharya', 'madhva']],
  ['Harvard-Kyoto capitals', ['kRSNa', 'kṛṣṇa', 'krishna']],
  ['ITRANS', ['kRRiShNa', 'kṛṣṇa']],
  ['Harvard-Kyoto at the start of a word', ['AtmA', 'ātmā', 'atma']],
  ['Hindi-English', ['Vivekanand', 'Vivekananda']],
  ['Devanagari-style IAST without the final virama (ātmana)', ['ātmana', 'ātman']],
];

describe('searchKey', () => {
  it.each(RULES)('%s', (_rule, spellings) => {
    const keys = spellings.map(searchKey);
    expect(keys).toEqual(spellings.map(() => keys[0]));
  });

  it('keeps different words apart', () => {
    for (const [a, b] of [
      ['ananda', 'ananta'],
      ['atman', 'brahman'],
      ['avidya', 'vidya'],
      ['guru', 'gari'],
      ['dvaita', 'advaita'],
      ['karma', 'kama'],
    ]) {
      expect(searchKey(a ?? '')).not.toBe(searchKey(b ?? ''));
    }
  });

  it('is the same key read twice', () => {
    for (const word of ['jñāna', 'Śaṅkarācārya', 'saṃsāra', 'bhagavad', 'kRSNa', 'turīya', 'sattva', 'brahmasūtra', 'anand']) {
      expect(searchKey(searchKey(word))).toBe(searchKey(word));
    }
  });

  it('leaves a word that is none of these as its lower case', () => {
    expect(searchKey('Chicago')).toBe('cicago');
    expect(searchKey('1893')).toBe('1893');
  });
});

describe('spellingKey', () => {
  it('equates the spellings of a word, as the search key does', () => {
    for (const spellings of [
      ['jñāna', 'jnana', 'gnana'],
      ['Śaṅkarācārya', 'Shankaracharya', 'Shankara'],
      ['māyā', 'maya', 'maaya'],
    ]) {
      const keys = spellings.map(spellingKey);
      expect(keys).toEqual(spellings.map(() => keys[0]));
    }
  });

  it('keeps the final a a query may leave off, so English words stay English', () => {
    expect(spellingKey('may')).not.toBe(spellingKey('māyā'));
    expect(spellingKey('man')).not.toBe(spellingKey('mana'));
    expect(spellingKey('yog')).not.toBe(spellingKey('yoga'));
    expect(searchKey(spellingKey('māyā'))).toBe(searchKey('may'));
  });
});
