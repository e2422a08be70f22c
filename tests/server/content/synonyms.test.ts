import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkContent } from '../../../server/content/check';
import { phraseKey, readSynonyms, SYNONYMS_FILE } from '../../../server/content/synonyms';
import { minimalPost, removeTempFolders, tempContent } from '../helpers';

afterAll(removeTempFolders);

function withSynonyms(text: string): string {
  const dir = tempContent([minimalPost({ id: 1, slug: 'one' })]);
  writeFileSync(path.join(dir, SYNONYMS_FILE), text);
  return dir;
}

describe('the synonym table', () => {
  it("holds only real synonyms: no entry of the site's own table is a spelling of its phrase", () => {
    const { synonyms, problems } = readSynonyms(path.join(__dirname, '../../../content'));
    expect(problems).toEqual([]);
    expect(Object.keys(synonyms).length).toBeGreaterThan(20);
    for (const [key, list] of Object.entries(synonyms)) for (const synonym of list) expect(phraseKey(synonym)).not.toBe(key);
  });

  it('is read keyed as search looks phrases up', () => {
    const { synonyms, problems } = readSynonyms(withSynonyms('{ "Gītā": ["bhagavad gita"], "self-inquiry": ["atma vichara"] }'));
    expect(problems).toEqual([]);
    expect(synonyms).toEqual({ git: ['bhagavad gita'], 'self inquiry': ['atma vichara'] });
  });

  it('reports a spelling given as a synonym, a repeated phrase and an entry of the wrong shape, and leaves them out', () => {
    const dir = withSynonyms('{ "gyan": ["jñāna", "knowledge"], "liberation": ["moksha"], "Liberation": ["mukti"], "maya": "illusion" }');
    const { synonyms, problems } = readSynonyms(dir);
    expect(problems.map((problem) => `${problem.field}: ${problem.message}`)).toEqual([
      'gyan: "jñāna" is a spelling of it, which search finds anyway: not a synonym',
      'Liberation: is the same phrase as another entry (both are "liberation" to search)',
      'maya: must be a phrase with a non-empty list of phrases',
    ]);
    expect(synonyms).toEqual({ liberation: ['moksha', 'mukti'] });
  });

  it('fails content:check when it cannot be read, naming the file', () => {
    const dir = withSynonyms('{ not json');
    const errors: string[] = [];
    expect(checkContent(dir, { log: () => undefined, error: (line) => errors.push(line) })).toBe(1);
    expect(errors[0]).toMatch(new RegExp(`${SYNONYMS_FILE}: file: cannot be read as JSON`));
  });

  it('is optional', () => {
    expect(readSynonyms(tempContent([minimalPost({ id: 1, slug: 'one' })]))).toEqual({ synonyms: {}, problems: [] });
  });
});
