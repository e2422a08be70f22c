import fc from 'fast-check';
import { scriptFaults } from '../../server/content/scriptOutput';
import { indianScriptsToDevanagari, transliterate } from '@/lib/transliterate';
import { SANSKRIT_SCRIPT_IDS, sanskritLang, sanskritScriptChoice } from '@/lib/sanskritScriptFormat';

const VERSE = 'अजो नित्यः शाश्वतोऽयं पुराणो न हन्यते हन्यमाने शरीरे ॥';

describe('transliterate', () => {
  it.each([
    ['telugu', 'అజో నిత్యః శాశ్వతోఽయం పురాణో న హన్యతే హన్యమానే శరీరే ॥'],
    ['kannada', 'ಅಜೋ ನಿತ್ಯಃ ಶಾಶ್ವತೋಽಯಂ ಪುರಾಣೋ ನ ಹನ್ಯತೇ ಹನ್ಯಮಾನೇ ಶರೀರೇ ॥'],
    ['iast', "ajo nityaḥ śāśvato'yaṃ purāṇo na hanyate hanyamāne śarīre ||"],
  ] as const)('writes Devanagari in %s', (script, written) => {
    expect(transliterate(VERSE, script)).toBe(written);
  });

  it('writes Tamil in its marked form: the stops Tamil lacks carry ², ³ or ⁴, the dandas stay', () => {
    expect(transliterate('भक्तिः', 'tamil')).toBe('ப⁴க்திஃ');
    expect(transliterate('योग ॥', 'tamil')).toBe('யோக³ ॥');
    expect(transliterate('धर्म', 'tamil')).toBe('த⁴ர்ம');
    expect(transliterate('ब्रह्म', 'tamil')).toBe('ப்³ரஹ்ம');
    // The anusvara as ம், the visarga as Tamil's own ஃ.
    expect(transliterate('संसारः', 'tamil')).toBe('ஸம்ஸாரஃ');
    expect(transliterate('ॐ', 'tamil')).toBe('ௐ');
  });

  it('leaves Devanagari as it is for Devanagari, and text in other letters as it is', () => {
    expect(transliterate(VERSE, 'devanagari')).toBe(VERSE);
    expect(transliterate('Brahman, ब्रह्म', 'telugu')).toBe('Brahman, బ్రహ్మ');
  });

  it.each(SANSKRIT_SCRIPT_IDS.filter((script) => !['devanagari', 'iast', 'tamil', 'gurmukhi'].includes(script)))(
    'reads %s back into the same Devanagari, for search',
    (script) => {
      expect(indianScriptsToDevanagari(transliterate(VERSE, script))).toBe(VERSE);
    },
  );

  it('reads Gurmukhi back into the same Devanagari but for what Gurmukhi has no letter for: ṣa is śa, the avagraha is gone', () => {
    expect(indianScriptsToDevanagari(transliterate(VERSE, 'gurmukhi'))).toBe(VERSE.replace('ऽ', ''));
    expect(indianScriptsToDevanagari(transliterate('फलेषु ॐ', 'gurmukhi'))).toBe('फलेशु ओं');
  });

  it('reads Bengali’s য় and ৎ, and Odia’s ୟ, ର୍ଯ୍ୟ and ୱ, as the letters they write', () => {
    expect(indianScriptsToDevanagari('শ্রেয়ঃ জগৎ')).toBe('श्रेयः जगत्');
    expect(indianScriptsToDevanagari('ତୟୋଃ ଆଚାର୍ଯ୍ୟ ଅଦ୍ୱୈତ')).toBe('तयोः आचार्य अद्वैत');
  });

  it('reads marked Tamil back into the same Devanagari, its anusvara as the m it sounds', () => {
    expect(indianScriptsToDevanagari(transliterate(VERSE, 'tamil'))).toBe(VERSE.replace('यं', 'यम्'));
  });

  it('reads plain Tamil, which has no voiced stops, with its stops unvoiced', () => {
    expect(indianScriptsToDevanagari('பக்தி')).toBe('पक्ति');
  });
});

describe('Tamil', () => {
  it('puts the mark after the pulli where a marked stop carries the vowel ṛ, as it follows any vowel sign (review 3, W3)', () => {
    expect(transliterate('गृह्णाति', 'tamil')).toBe('க்³ருஹ்ணாதி');
    expect(transliterate('अदृष्टम्', 'tamil')).toBe('அத்³ருஷ்டம்');
    expect(transliterate('भ्रातृ', 'tamil')).toBe('ப்⁴ராத்ரு');
  });

  it('writes ṝ, ḷ and ḹ, alone and as signs, with Tamil letters of their sound, never with a code point Unicode leaves empty', () => {
    expect(transliterate('ॠ ऌ ॡ', 'tamil')).toBe('ரூ லு லூ');
    expect(transliterate('घॄ क्लृप्त गॢ', 'tamil')).toBe('க்⁴ரூ க்ல்ருப்த க்³லு');
  });

  it('spells na as Tamil does: ந at the start of a word and before த, ன elsewhere (review 3, U2)', () => {
    expect(transliterate('कदाचन', 'tamil')).toBe('கதா³சன');
    expect(transliterate('अर्जुन ब्रह्मन्', 'tamil')).toBe('அர்ஜுன ப்³ரஹ்மன்');
    expect(transliterate('न नित्यः', 'tamil')).toBe('ந நித்யஃ');
    expect(transliterate('वेदान्त अन्नम् ज्ञान', 'tamil')).toBe('வேதா³ந்த அன்னம் ஜ்ஞான');
    expect(transliterate('कर्म-निष्ठा', 'tamil')).toBe('கர்ம-நிஷ்டா²');
  });

  it('writes Devanagari digits as Tamil digits, and drops the nukta without moving the mark', () => {
    expect(transliterate('२.४७', 'tamil')).toBe('௨.௪௭');
    expect(transliterate('ग़ा', 'tamil')).toBe('கா³');
  });
});

describe('Gurmukhi', () => {
  it('writes ṣa as ਸ਼, ṛ as ri and leaves out the avagraha, letters Sanscript passed through in Devanagari (review 3, W1)', () => {
    expect(transliterate('मा फलेषु कदाचन ।', 'gurmukhi')).toBe('ਮਾ ਫਲੇਸ਼ੁ ਕਦਾਚਨ ।');
    expect(transliterate('सङ्गोऽस्त्वकर्मणि', 'gurmukhi')).toBe('ਸਙ੍ਗੋਸ੍ਤ੍ਵਕਰ੍ਮਣਿ');
    expect(transliterate('वृक्षं ऋषि', 'gurmukhi')).toBe('ਵ੍ਰਿਕ੍ਸ਼ੰ ਰਿਸ਼ਿ');
    expect(transliterate('ॠ ऌ कॄ', 'gurmukhi')).toBe('ਰੀ ਲ੍ਰਿ ਕ੍ਰੀ');
  });

  it('writes om as ਓਂ, never as ੴ, the Ik Oankar of the Mul Mantar (review 3, W2)', () => {
    expect(transliterate('ॐ', 'gurmukhi')).toBe('ਓਂ');
    expect(transliterate('ओमित्येतदक्षरम्', 'gurmukhi')).not.toContain('ੴ');
  });

  it('writes the nasal as the tippi after a short vowel and the bindi after a long one (review 3, S13)', () => {
    expect(transliterate('इदं समानं', 'gurmukhi')).toBe('ਇਦੰ ਸਮਾਨੰ');
    expect(transliterate('संसारं देवानां', 'gurmukhi')).toBe('ਸੰਸਾਰੰ ਦੇਵਾਨਾਂ');
    expect(transliterate('किं गुरुं', 'gurmukhi')).toBe('ਕਿੰ ਗੁਰੁੰ');
  });
});

describe('Bengali and Odia (review 3, U3)', () => {
  it('Bengali: ya after a vowel as য়, and a t without its vowel as khanda ta, outside its conjuncts', () => {
    expect(transliterate('श्रेयश्च तयोरन्यः सखाया', 'bengali')).toBe('শ্রেয়শ্চ তয়োরন্যঃ সখায়া');
    expect(transliterate('योगः सत्यम्', 'bengali')).toBe('যোগঃ সত্যম্');
    expect(transliterate('जगत् तत्सत्यं भस्मसात्कुरुते', 'bengali')).toBe('জগৎ তৎসত্যং ভস্মসাৎকুরুতে');
    expect(transliterate('आत्मा तत्त्वम् पत्नी', 'bengali')).toBe('আত্মা তত্ত্বম্ পত্নী');
  });

  it('Odia: ya as ୟ but ଯ at a word’s start, ry as ର୍ଯ୍ୟ, and va as ବ (joined, ୱ), never the rare ଵ', () => {
    expect(transliterate('योगः तयोः सत्यम्', 'odia')).toBe('ଯୋଗଃ ତୟୋଃ ସତ୍ୟମ୍');
    expect(transliterate('आचार्य', 'odia')).toBe('ଆଚାର୍ଯ୍ୟ');
    expect(transliterate('अद्वैत वेदान्त', 'odia')).toBe('ଅଦ୍ୱୈତ ବେଦାନ୍ତ');
    expect(transliterate('संयम', 'odia')).toBe('ସଂଯମ');
  });
});

/** The letters Sanskrit is written with, as syllables: a vowel, or consonants joined by viramas with a vowel sign. */
const VOWELS = Array.from('अआइईउऊऋॠऌॡएऐओऔ');
const CONSONANTS = Array.from('कखगघङचछजझञटठडढणतथदधनपफबभमयरलळवशषसह');
const SIGNS = ['', ...Array.from('ािीुूृॄॢॣेैोौ्')];
const ENDINGS = ['', 'ं', 'ः', 'ँ'];
const syllable = fc.oneof(
  fc.tuple(fc.constantFrom(...VOWELS), fc.constantFrom(...ENDINGS)).map((parts) => parts.join('')),
  fc
    .tuple(fc.array(fc.constantFrom(...CONSONANTS), { minLength: 1, maxLength: 3 }), fc.constantFrom(...SIGNS), fc.constantFrom(...ENDINGS))
    .map(([consonants, sign, ending]) => `${consonants.join('्')}${sign}${sign === '्' ? '' : ending}`),
  fc.constantFrom('ऽ', 'ॐ', ' ', ' । ', ' ॥', '-', '०', '९'),
);
const sanskrit = fc.array(syllable, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));

describe('every offered script', () => {
  it.each(SANSKRIT_SCRIPT_IDS.filter((script) => script !== 'devanagari'))(
    'writes any Sanskrit in %s with its own letters only, every mark where it can join, and no unassigned code point',
    (script) => {
      fc.assert(
        fc.property(sanskrit, (devanagari) => {
          expect(scriptFaults(transliterate(devanagari, script), script)).toEqual([]);
        }),
        { numRuns: 300 },
      );
    },
  );
});

describe('the stored choice of script', () => {
  it('is a script the site offers, else Devanagari', () => {
    expect(sanskritScriptChoice('tamil')).toBe('tamil');
    expect(sanskritScriptChoice('Tamil')).toBe('devanagari');
    expect(sanskritScriptChoice(null)).toBe('devanagari');
    expect(sanskritScriptChoice('__proto__')).toBe('devanagari');
  });

  it('tags each script with its BCP 47 subtag', () => {
    expect(SANSKRIT_SCRIPT_IDS.map(sanskritLang)).toEqual([
      'sa',
      'sa-Latn',
      'sa-Beng',
      'sa-Gujr',
      'sa-Guru',
      'sa-Knda',
      'sa-Mlym',
      'sa-Orya',
      'sa-Taml',
      'sa-Telu',
    ]);
  });
});
