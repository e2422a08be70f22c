import { glossMismatch } from '../../../server/content/sandhi';

const accounts = (words: string, verse: string) => glossMismatch(words.split(' '), verse);

describe('a gloss accounts for its verse', () => {
  it.each([
    ['words written apart', 'yasya deve parā bhaktiḥ', 'yasya deve parā bhaktiḥ'],
    ['a + a → ā', 'brahma ayam', 'brahmāyam'],
    ['a + i → e', 'ca iti', 'ceti'],
    ['a + u → o', 'ca utpattiḥ', 'cotpattiḥ'],
    ['a + e → ai', 'ca eva', 'caiva'],
    ['ā + ai → ai', 'aṇimā aitadātmyam', 'aṇimaitadātmyam'],
    ['i before another vowel → y', 'hi etat', 'hy etat'],
    ['u before another vowel → v', 'astu akarmaṇi', 'astv akarmaṇi'],
    ['e + a → e, the a lost (avagraha)', 'te ayam', "te 'yam"],
    ['e before another vowel → a', 'eṣaḥ te ātmā', 'eṣa ta ātmā'],
    ['ai before a vowel → ā', 'vai are', 'vā are'],
    ['aḥ + a → o, the a lost', 'śāśvataḥ ayam', "śāśvato 'yam"],
    ['aḥ + a → o, the a kept (Vedic)', 'anyaḥ abhicākaśīti', 'anyo abhicākaśīti'],
    ['aḥ before a voiced consonant → o', 'ajaḥ nityaḥ', 'ajo nityaḥ'],
    ['aḥ before another vowel → a', 'tamaḥ iti', 'tama iti'],
    ['iḥ before a voiced sound → ir', 'bhaktiḥ yathā', 'bhaktir yathā'],
    ['ḥ before t → s', 'adhikāraḥ te', 'adhikāras te'],
    ['ḥ before c → ś', 'yaḥ ca', 'yaś ca'],
    ['saḥ drops its visarga before a consonant', 'saḥ vācam', 'sa vācam'],
    ['m before a consonant → ṃ', 'ayam bhūtvā', 'ayaṃ bhūtvā'],
    ['final t voiced', 'etat brahma', 'etad brahma'],
    ['final t before a nasal → n', 'kadācit na', 'kadācin na'],
    ['t + ś → cch', 'tat śrutvā', 'tac chrutvā'],
    ['n + t → ṃst', 'mahān tu', 'mahāṃs tu'],
    ['n doubled after a short vowel', 'tiṣṭhan api', 'tiṣṭhann api'],
    ['a compound split by hyphens, joined by the same rules', 'deva-anugraha-hetukam', 'devānugrahahetukam'],
  ])('%s', (_rule, words, verse) => {
    expect(accounts(words, verse)).toBeUndefined();
  });

  it.each([
    ['a word left out', 'na jāyate vā', 'na jāyate mriyate vā', 'as far as "najāyate", then part from its "mriyatevā…"'],
    ['a word added', 'na jāyate mriyate ca vā', 'na jāyate mriyate vā', 'as far as "najāyatemriyate", then part from its "vā…"'],
    ['words out of order', 'jāyate na', 'na jāyate', 'part from the verse at its start ("najāyate…")'],
    ['a letter changed inside a word', 'na jāyete', 'na jāyate', 'part from the verse at its start ("najāyate…")'],
    ['a vowel lost where sandhi keeps one (a + i)', 'ca iti', 'cati', 'part from the verse at its start ("cati…")'],
    ['e + ā read as if the ā were lost', 'te ātmā', "te 'tmā", 'part from the verse at its start ("tetmā…")'],
  ])('refuses %s', (_case, words, verse, message) => {
    expect(accounts(words, verse)).toContain(message);
  });
});
