import fs from 'node:fs';
import path from 'node:path';
import { checkContent } from '../../../server/content/check';
import { loadContent } from '../../../server/content/load';
import Sanscript from '@indic-transliteration/sanscript';
import { verseProblems } from '../../../server/content/verses';
import { minimalPost, removeTempFolders, tempContent } from '../helpers';

afterAll(removeTempFolders);

const GLOSSARY_IDS = new Set(['purna', 'brahman']);

const verse = (info: string, devanagari: string, iast: string, gloss: readonly string[] = glossOf(iast)) =>
  ['```verse ' + info, devanagari, '---', iast, '---', 'That is full; this is full.', '---', ...gloss, '```'].join('\n');

/** A gloss that only spells: each word of the IAST in Devanagari, meaning "word". */
function glossOf(iast: string): string[] {
  return iast.split(' ').map((word) => `${Sanscript.t(word, 'iast', 'devanagari')} | ${word} | word`);
}

const PURNAM_GLOSS = [
  'पूर्णम् | pūrṇam | full',
  'अदः | adaḥ | that',
  'पूर्णम् | pūrṇam | full | purna',
  'इदम् | idam | this',
  'पूर्णात् | pūrṇāt | from the full',
  'पूर्णम् | pūrṇam | the full',
  'उदच्यते | udacyate | arises',
];
const PURNAM_DEVANAGARI = 'पूर्णमदः पूर्णमिदं पूर्णात्पूर्णमुदच्यते ।';
const PURNAM_IAST = 'pūrṇam adaḥ pūrṇam idaṃ pūrṇāt pūrṇam udacyate';
const PURNAM = verse('BU 5.1.1', PURNAM_DEVANAGARI, PURNAM_IAST, PURNAM_GLOSS);

function problemsOf(...bodies: string[]) {
  const dir = tempContent(bodies.map((blog, index) => minimalPost({ id: index + 1, slug: `post-${index + 1}`, blog })));
  return verseProblems(loadContent(dir).posts, GLOSSARY_IDS).map((problem) => `${path.basename(problem.file)}: ${problem.field}: ${problem.message}`);
}

describe('the posts’ verses', () => {
  it("finds nothing wrong with the site's own: every verse block reads as a verse whose Devanagari spells its IAST", () => {
    const contentDir = path.join(__dirname, '../../../content');
    const { posts } = loadContent(contentDir);
    const glossaryIds = new Set(fs.readdirSync(path.join(contentDir, 'glossary')).map((file) => path.basename(file, '.md')));
    expect(verseProblems(posts, glossaryIds)).toEqual([]);
  });

  it('takes Devanagari that spells the IAST, whatever the spaces of sandhi, dandas and avagraha', () => {
    const gita = verse('BG 2.47', 'मा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥', "mā karmaphalahetur bhūr mā te saṅgo 'stv akarmaṇi", [
      'मा | mā | not',
      'कर्म-फल-हेतुः | karma-phala-hetuḥ | motive of the fruit of action',
      'भूः | bhūḥ | be',
      'मा | mā | not',
      'ते | te | your',
      'सङ्गः | saṅgaḥ | attachment',
      'अस्तु | astu | let there be',
      'अकर्मणि | akarmaṇi | to inaction',
    ]);
    expect(problemsOf(`Intro.\n\n${PURNAM}\n\n${gita}`)).toEqual([]);
  });

  it('reports Devanagari that spells something else, and a block that is not a verse, by post and block', () => {
    const misspelt = verse('BU 5.1.1', 'पूर्णमदः पूर्णमिदं पूर्णात्पूर्णमुदच्यते ।', 'pūrṇam adaḥ pūrṇam idam pūrṇāt pūrṇam udacyate');
    expect(problemsOf(`${PURNAM}\n\n${misspelt}`, verse("Gita 2.47", "कर्म", "karma")).sort()).toEqual([
      'post-1.md: blog: verse block 2: the Devanagari transliterates to "pūrṇamadaḥ pūrṇamidaṃ pūrṇātpūrṇamudacyate", which does not spell the IAST "pūrṇam adaḥ pūrṇam idam pūrṇāt pūrṇam udacyate"',
      'post-2.md: blog: verse block 1: "Gita 2.47" is not a reference such as "BG 2.47": a short form from src/content/scriptures.ts and numbers',
    ]);
  });

  it('reports a danda after a non-pausa ending: an anusvara stands only before another word', () => {
    const beforeDanda = verse('BU 5.1.1', 'पूर्णमदः पूर्णमिदं ।', 'pūrṇam adaḥ pūrṇam idaṃ');
    expect(problemsOf(beforeDanda)).toEqual([
      'post-1.md: blog: verse block 1: "पूर्णमिदं ।" ends a pause on an anusvara: write the pausa form (म्) or drop the danda',
    ]);
    expect(problemsOf(verse('BU 5.1.1', 'पूर्णमदः पूर्णमिदम् ।', 'pūrṇam adaḥ pūrṇam idam'))).toEqual([]);
  });

  it('reports a verse without a gloss, a gloss line that is not a word, a word without a meaning and a glossary id that does not exist', () => {
    const withGloss = (gloss: readonly string[]) => verse('BU 5.1.1', PURNAM_DEVANAGARI, PURNAM_IAST, gloss);
    const replaced = (index: number, line: string) => PURNAM_GLOSS.map((original, at) => (at === index ? line : original));
    expect(problemsOf(withGloss([]), withGloss(['पूर्णम् pūrṇam full']), withGloss(replaced(1, 'अदः | adaḥ |'))).sort()).toEqual([
      'post-1.md: blog: verse block 1: no word-by-word gloss: a fourth part, one word a line (docs/content.md)',
      'post-2.md: blog: verse block 1: the fourth part is the gloss, one word a line: Devanagari | IAST | meaning, then a glossary id if any',
      'post-3.md: blog: verse block 1: gloss word 2 ("adaḥ") has no meaning',
    ]);
    expect(problemsOf(withGloss(replaced(2, 'पूर्णम् | pūrṇam | full | plenitude')))).toEqual([
      'post-1.md: blog: verse block 1: gloss word 3 ("pūrṇam") links to "plenitude", which is not in the glossary',
    ]);
  });

  it('reports a gloss word whose Devanagari spells something else, or that is not in its own form', () => {
    const withGloss = (gloss: readonly string[]) => verse('BU 5.1.1', PURNAM_DEVANAGARI, PURNAM_IAST, gloss);
    const replaced = (index: number, line: string) => PURNAM_GLOSS.map((original, at) => (at === index ? line : original));
    expect(problemsOf(withGloss(replaced(3, 'इदं | idam | this')), withGloss(replaced(3, 'इदं | idaṃ | this'))).sort()).toEqual([
      'post-1.md: blog: verse block 1: gloss word 4 ("idam"): the Devanagari इदं spells "idaṃ"',
      'post-2.md: blog: verse block 1: gloss word 4 ("idaṃ") ends as a word does only in sandhi: give its own form (kadācit, ayam, nityaḥ)',
    ]);
  });

  it('reports a gloss whose words do not account for the verse, saying where', () => {
    const skipped = PURNAM_GLOSS.filter((_, index) => index !== 4);
    expect(problemsOf(verse('BU 5.1.1', PURNAM_DEVANAGARI, PURNAM_IAST, skipped))).toEqual([
      'post-1.md: blog: verse block 1: the gloss does not account for the verse: its words spell the verse as far as "…aḥpūrṇamidaṃpūrṇ", then part from its "ātpūrṇamudac…" (with the sandhi content:check allows)',
    ]);
  });

  it('fails npm run content:check, which names the post', () => {
    const dir = tempContent([minimalPost({ id: 1, slug: 'wrong-verse', blog: verse('BG 2.47', 'कर्म', 'dharma') })]);
    const errors: string[] = [];
    expect(checkContent(dir, { log: () => undefined, error: (message) => errors.push(message) })).toBe(1);
    expect(errors.join('\n')).toMatch(/wrong-verse\.md: blog: verse block 1: the Devanagari transliterates to "karma"/);
  });
});
