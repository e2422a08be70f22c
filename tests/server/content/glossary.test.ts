import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkContent } from '../../../server/content/check';
import { GLOSSARY_FOLDER, postTexts, readGlossary } from '../../../server/content/glossary';
import { loadContent } from '../../../server/content/load';
import { minimalPost, removeTempFolders, tempContent } from '../helpers';

afterAll(removeTempFolders);

const term = (fields: string, definition = 'The Self: what one is, beneath body and mind.') => `---\n${fields}\n---\n${definition}\n`;
const ATMAN = 'iast: ātman\ndevanagari: आत्मन्\npronunciation: "AHT-mun"\nspellings: [atma]\nposts: [self]';

function withTerms(files: Record<string, string>): string {
  const dir = tempContent([
    minimalPost({ id: 1, slug: 'self', blog: 'On the atman, the Self, and the three gunas.' }),
    minimalPost({ id: 2, slug: 'other', blog: 'Nothing of that here.' }),
  ]);
  mkdirSync(path.join(dir, GLOSSARY_FOLDER));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, GLOSSARY_FOLDER, name), text);
  return dir;
}

const read = (dir: string) => readGlossary(dir, postTexts(loadContent(dir).posts));
const messages = (dir: string) => read(dir).problems.map((problem) => `${path.basename(problem.file)}: ${problem.field}: ${problem.message}`);

describe('the glossary', () => {
  it("reads the site's own glossary without a problem: at least 80 terms, each used by the posts it names", () => {
    const content = path.join(__dirname, '../../../content');
    const { terms, problems } = readGlossary(content, postTexts(loadContent(content).posts));
    expect(problems).toEqual([]);
    expect(terms.length).toBeGreaterThanOrEqual(80);
    for (const iast of ['ātman', 'brahman', 'māyā', 'avidyā', 'adhyāsa', 'turīya', 'mokṣa', 'saṃsāra', 'karma', 'dharma', 'tat tvam asi', 'jñāna yoga']) {
      expect(terms.map((entry) => entry.iast)).toContain(iast);
    }
  });

  it('reads a term: its forms, pronunciation, definition and posts, in the order of the alphabet', () => {
    const dir = withTerms({
      'atman.md': term(ATMAN),
      'guna.md': term('iast: guṇa\ndevanagari: गुण\npronunciation: "GOO-nuh"\nposts: [self]', 'A quality of nature.'),
    });
    expect(read(dir)).toEqual({
      terms: [
        { id: 'atman', iast: 'ātman', devanagari: 'आत्मन्', pronunciation: 'AHT-mun', spellings: ['atma'], posts: ['self'], definition: 'The Self: what one is, beneath body and mind.' },
        { id: 'guna', iast: 'guṇa', devanagari: 'गुण', pronunciation: 'GOO-nuh', spellings: [], posts: ['self'], definition: 'A quality of nature.' },
      ],
      problems: [],
    });
  });

  it('reports Devanagari that is not its IAST, a post that does not exist or does not use the term, and a repeated term', () => {
    const dir = withTerms({
      'atman.md': term(ATMAN.replace('आत्मन्', 'आत्मा')),
      'maya.md': term('iast: māyā\ndevanagari: माया\npronunciation: "MAH-yah"\nposts: [self, nowhere]'),
      'self.md': term(ATMAN),
      'self-two.md': term(ATMAN),
      'Bad_Name.md': term(ATMAN),
    });
    expect(messages(dir)).toEqual([
      'Bad_Name.md: file: expected a name of lower-case words joined by hyphens, e.g. tat-tvam-asi.md',
      'atman.md: devanagari: आत्मा transliterates to "ātmā", which does not spell iast "ātman" (spaces aside)',
      'maya.md: posts: no such post: nowhere',
      'maya.md: posts: does not use the term in any spelling: self',
      'self.md: iast: "ātman" is the term of self-two.md too',
    ]);
    expect(read(dir).terms.map((entry) => entry.id)).toEqual(['self-two']);
  });

  it('compares the Devanagari with the IAST letter for letter, spaces aside, and reports words a virama leaves apart (review 3, S3)', () => {
    const joined = 'iast: karma yoga\ndevanagari: कर्मयोग\npronunciation: "KUR-muh YOH-guh"\nposts: [self]';
    const saying = 'iast: tat tvam asi\ndevanagari: तत्त्वमसि\npronunciation: "tut TVUM uh-see"\nposts: [self]';
    const split = 'iast: tat tvam asi\ndevanagari: तत् त्वम् असि\npronunciation: "tut TVUM uh-see"\nposts: [self]';
    const wrong = 'iast: karma yoga\ndevanagari: कर्मयग\npronunciation: "KUR-muh YOH-guh"\nposts: [self]';
    const self = 'The Self is the atman: tat tvam asi, and karma yoga.';
    // Only the Devanagari matters here.
    const devanagariMessages = (files: Record<string, string>) =>
      messages(withTerms(files)).filter((message) => message.includes(': devanagari: '));
    expect(devanagariMessages({ 'karma-yoga.md': term(joined, self), 'tat-tvam-asi.md': term(saying, self) })).toEqual([]);
    expect(devanagariMessages({ 'tat-tvam-asi.md': term(split, self), 'karma-yoga.md': term(wrong, self) })).toEqual([
      'karma-yoga.md: devanagari: कर्मयग transliterates to "karmayaga", which does not spell iast "karma yoga" (spaces aside)',
      'tat-tvam-asi.md: devanagari: तत् त्वम् असि writes apart after a virama what sandhi joins: write it joined (सच्चिदानन्द, तत्त्वमसि), as a verse block does',
    ]);
  });

  it('reads the phrases in which a term’s words name something else, and reports one no post has', () => {
    const yama = (notIn: string) =>
      term(`iast: yama\ndevanagari: यम\npronunciation: "YUH-muh"\nnotIn: [${notIn}]\nposts: [death]`, 'The first limb of yoga: restraint.');
    const dir = (notIn: string) => {
      const folder = tempContent([minimalPost({ id: 1, slug: 'death', blog: 'Nachiketa questions Yama, the lord of death. The yama of yoga is restraint.' })]);
      mkdirSync(path.join(folder, GLOSSARY_FOLDER));
      writeFileSync(path.join(folder, GLOSSARY_FOLDER, 'yama.md'), yama(notIn));
      return folder;
    };
    const good = read(dir("'Yama, the lord of death'"));
    expect(good.problems).toEqual([]);
    expect(good.terms[0]?.notIn).toEqual(['Yama, the lord of death']);
    expect(messages(dir("'Yama, the lord of death', 'Yama the healer'"))).toEqual([
      'yama.md: notIn: no post has the term inside "Yama the healer": drop the phrase, or write it as the post does',
    ]);
  });

  it('reports a missing or unknown field, an empty or marked-up definition', () => {
    const dir = withTerms({
      'a.md': term('iast: ātman\ndevanagari: आत्मन्\nposts: [self]'),
      'b.md': term(`${ATMAN}\nmeaning: self`),
      'c.md': term(ATMAN, ''),
      'd.md': term(ATMAN, 'See [the post](/blog/self).'),
    });
    expect(messages(dir)).toEqual([
      'a.md: pronunciation: required field is missing',
      'b.md: meaning: unknown field (allowed: iast, devanagari, pronunciation, spellings, notIn, posts)',
      'c.md: definition: the definition after the front matter is empty',
      'd.md: definition: expected plain text (with *italics* at most): no links, HTML, code or headings',
    ]);
  });

  it('fails content:check', () => {
    const dir = withTerms({ 'maya.md': term('iast: māyā\ndevanagari: माया\npronunciation: "MAH-yah"\nposts: [other]') });
    const errors: string[] = [];
    expect(checkContent(dir, { log: () => undefined, error: (line) => errors.push(line) })).toBe(1);
    expect(errors[0]).toMatch(/maya\.md: posts: does not use the term in any spelling: other$/);
  });
});
