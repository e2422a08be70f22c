import path from 'node:path';
import Sanscript from '@indic-transliteration/sanscript';
import { checkContent } from '../../../server/content/check';
import { formatProblem } from '../../../server/content/problems';
import { checkScriptOutput, sanskritSources, scriptFaults } from '../../../server/content/scriptOutput';
import type { WriteScript } from '../../../server/content/scriptOutput';
import { transliterate } from '@/lib/transliterate';
import { minimalPost, removeTempFolders, tempContent } from '../helpers';

afterAll(removeTempFolders);

const ROOT = path.join(__dirname, '../../..');

/** Sanscript's own Gurmukhi, as the site wrote it before its Gurmukhi pass (359b75b). */
const sanscriptGurmukhi: WriteScript = (devanagari, script) =>
  script === 'gurmukhi' ? Sanscript.t(devanagari, 'devanagari', 'gurmukhi') : transliterate(devanagari, script);

describe('the faults of Sanskrit written in a script', () => {
  it('none in what a browser draws as that script', () => {
    expect(scriptFaults('ਮਾ ਫਲੇਸ਼ੁ ਕਦਾਚਨ ।', 'gurmukhi')).toEqual([]);
    expect(scriptFaults('க்³ருஹ்ணாதி ப⁴க்தி ஜ²ரீ நரோ(அ)பராணி ॥', 'tamil')).toEqual([]);
    expect(scriptFaults("karmaṇy evādhikāras te mā phaleṣu kadācana |", 'iast')).toEqual([]);
  });

  it('a letter of another script: a Devanagari letter left in Gurmukhi', () => {
    expect(scriptFaults('ਫਲੇषੁ', 'gurmukhi')).toEqual([{ fault: 'other script', at: 'ष', after: 'ੇ' }]);
    expect(scriptFaults('ਵृਕ੍ਸ਼', 'gurmukhi')).toEqual([{ fault: 'other script', at: '\u0943', after: 'ਵ' }]);
    expect(scriptFaults('ಯೋಗ yoga', 'kannada')).toEqual(Array.from('yoga').map((at, index) => ({ fault: 'other script', at, after: index === 0 ? ' ' : 'yoga'[index - 1] })));
  });

  it('the Ik Oankar for om', () => {
    expect(scriptFaults('ੴ', 'gurmukhi')).toEqual([{ fault: 'ik oankar', at: 'ੴ', after: '' }]);
  });

  it('a mark before the pulli or a vowel sign: after a superscript, a space or nothing, it joins nothing', () => {
    expect(scriptFaults('க³்ருஹ்ணாதி', 'tamil')).toEqual([{ fault: 'stray mark', at: '்', after: '³' }]);
    expect(scriptFaults('த⁴ா', 'tamil')).toEqual([{ fault: 'stray mark', at: 'ா', after: '⁴' }]);
    expect(scriptFaults('ि', 'telugu')).toEqual([
      { fault: 'other script', at: 'ि', after: '' },
      { fault: 'stray mark', at: 'ि', after: '' },
    ]);
  });

  it('a Tamil mark anywhere but after its stop and that stop’s vowel sign or pulli', () => {
    expect(scriptFaults('தர்⁴ம', 'tamil')).toEqual([{ fault: 'misplaced tamil mark', at: '⁴', after: '்' }]);
    expect(scriptFaults('ம³', 'tamil')).toEqual([{ fault: 'misplaced tamil mark', at: '³', after: 'ம' }]);
    expect(scriptFaults('ஜ³', 'tamil')).toEqual([{ fault: 'misplaced tamil mark', at: '³', after: 'ஜ' }]);
  });

  it('a code point Unicode leaves unassigned (Tamil has no letter ḷ at U+0B8C)', () => {
    expect(scriptFaults('\u0b8c', 'tamil')).toEqual([{ fault: 'unassigned', at: '\u0b8c', after: '' }]);
  });
});

describe('the Sanskrit of the content in every script', () => {
  it('has no fault in any offered script, over every post, term, path and the site’s copy', () => {
    const { runs, problems } = checkScriptOutput(sanskritSources(path.join(ROOT, 'content'), path.join(ROOT, 'src', 'content')));
    expect(problems.map(formatProblem)).toEqual([]);
    expect(runs).toBeGreaterThan(600);
  });

  it('fails on Sanscript’s own Gurmukhi, naming the file, the line, the run and what is wrong', () => {
    const { problems } = checkScriptOutput(sanskritSources(path.join(ROOT, 'content')), sanscriptGurmukhi);
    const messages = problems.map(formatProblem);
    expect(messages).toContain('content/glossary/om.md: line 3: Gurmukhi writes "ॐ" as "ੴ": ik oankar, ੴ (U+0A74) after the start');
    expect(messages).toContainEqual(
      expect.stringMatching(/^content\/posts\/the-bhagavad-gita\.md: line \d+: Gurmukhi writes "कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।" as ".*ਫਲੇषੁ.*": other script, ष \(U\+0937\) after ◌ੇ \(U\+0A47\)$/u),
    );
    expect(problems.length).toBeGreaterThan(50);
  });

  it('content:check reads every run of Devanagari in a folder, and fails on one the scripts cannot write', () => {
    const run = (blog: string) => {
      const out = { log: jest.fn<undefined, [string]>(), error: jest.fn<undefined, [string]>() };
      const code = checkContent(tempContent([minimalPost({ id: 1, slug: 'one', blog })]), out);
      return { code, log: out.log.mock.calls.flat(), errors: out.error.mock.calls.flat() };
    };
    expect(run('The word आत्मन् and ॐ.')).toEqual({
      code: 0,
      log: ['1 posts OK', 'Sanskrit: 2 runs of Devanagari checked in 9 scripts'],
      errors: [],
    });
    // A letter of Hindi's loanwords (ka with a nukta), which no scheme of Sanskrit writes.
    const { code, errors } = run('Not Sanskrit: क़लम.');
    expect(code).toBe(1);
    expect(errors).toContainEqual(expect.stringMatching(/one\.md: line \d+: Telugu writes "क़लम" as ".*": other script, ◌़ \(U\+093C\)/u));
  });
});
