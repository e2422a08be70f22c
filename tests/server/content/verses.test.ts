import path from 'node:path';
import { checkContent } from '../../../server/content/check';
import { loadContent } from '../../../server/content/load';
import { verseProblems } from '../../../server/content/verses';
import { minimalPost, removeTempFolders, tempContent } from '../helpers';

afterAll(removeTempFolders);

const verse = (info: string, devanagari: string, iast: string) =>
  ['```verse ' + info, devanagari, '---', iast, '---', 'That is full; this is full.', '```'].join('\n');

const PURNAM = verse('BU 5.1.1', 'पूर्णमदः पूर्णमिदं पूर्णात्पूर्णमुदच्यते ।', 'pūrṇam adaḥ pūrṇam idaṃ pūrṇāt pūrṇam udacyate');

function problemsOf(...bodies: string[]) {
  const dir = tempContent(bodies.map((blog, index) => minimalPost({ id: index + 1, slug: `post-${index + 1}`, blog })));
  return verseProblems(loadContent(dir).posts).map((problem) => `${path.basename(problem.file)}: ${problem.field}: ${problem.message}`);
}

describe('the posts’ verses', () => {
  it("finds nothing wrong with the site's own: every verse block reads as a verse whose Devanagari spells its IAST", () => {
    const { posts } = loadContent(path.join(__dirname, '../../../content'));
    expect(verseProblems(posts)).toEqual([]);
  });

  it('takes Devanagari that spells the IAST, whatever the spaces of sandhi, dandas and avagraha', () => {
    const gita = verse('BG 2.47', 'मा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥', "mā karmaphalahetur bhūr mā te saṅgo 'stv akarmaṇi");
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

  it('fails npm run content:check, which names the post', () => {
    const dir = tempContent([minimalPost({ id: 1, slug: 'wrong-verse', blog: verse('BG 2.47', 'कर्म', 'dharma') })]);
    const errors: string[] = [];
    expect(checkContent(dir, { log: () => undefined, error: (message) => errors.push(message) })).toBe(1);
    expect(errors.join('\n')).toMatch(/wrong-verse\.md: blog: verse block 1: the Devanagari transliterates to "karma"/);
  });
});
