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

  it.each(SANSKRIT_SCRIPT_IDS.filter((script) => !['devanagari', 'iast', 'tamil'].includes(script)))(
    'reads %s back into the same Devanagari, for search',
    (script) => {
      expect(indianScriptsToDevanagari(transliterate(VERSE, script))).toBe(VERSE);
    },
  );

  it('reads marked Tamil back into the same Devanagari, its anusvara as the m it sounds', () => {
    expect(indianScriptsToDevanagari(transliterate(VERSE, 'tamil'))).toBe(VERSE.replace('यं', 'यम्'));
  });

  it('reads plain Tamil, which has no voiced stops, with its stops unvoiced', () => {
    expect(indianScriptsToDevanagari('பக்தி')).toBe('पक्ति');
  });
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
