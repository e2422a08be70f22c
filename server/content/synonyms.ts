import path from 'node:path';
import { searchKey } from '../../src/features/search/searchKey';
import type { Synonyms } from '../../src/features/search/searchQuery';
import { readJsonFile } from './jsonFile';
import { displayPath, type ContentProblem } from './problems';

/** The synonym table search reads: real synonyms only (`liberation`: `moksha`), never spellings, which the key equates. */
export const SYNONYMS_FILE = 'search-synonyms.json';

/** A phrase as the index looks it up: each word's key, one space between. */
export const phraseKey = (phrase: string) =>
  phrase
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(searchKey)
    .join(' ');

/**
 * `content/search-synonyms.json`, keyed as search looks phrases up, and what is wrong with it. An entry whose two
 * sides share a key is a spelling, not a synonym (the search key already finds it): it is reported and left out.
 */
export function readSynonyms(contentDir: string): { synonyms: Synonyms; problems: ContentProblem[] } {
  const file = path.join(contentDir, SYNONYMS_FILE);
  const problems: ContentProblem[] = [];
  const report = (field: string, message: string) => problems.push({ file: displayPath(file), field, message });
  const table = readJsonFile(file, report);
  if (table === undefined) return { synonyms: {}, problems };
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    report('file', 'must be an object of phrase → list of synonyms');
    return { synonyms: {}, problems };
  }
  const synonyms: Record<string, string[]> = {};
  for (const [phrase, list] of Object.entries(table)) {
    const key = phraseKey(phrase);
    if (!key || !Array.isArray(list) || list.length === 0 || !list.every((entry) => typeof entry === 'string' && phraseKey(entry))) {
      report(phrase, 'must be a phrase with a non-empty list of phrases');
      continue;
    }
    const spellings = (list as string[]).filter((entry) => phraseKey(entry) === key);
    if (spellings.length > 0) {
      report(phrase, `${spellings.map((entry) => JSON.stringify(entry)).join(', ')} is a spelling of it, which search finds anyway: not a synonym`);
      continue;
    }
    if (synonyms[key]) report(phrase, `is the same phrase as another entry (both are "${key}" to search)`);
    synonyms[key] = [...(synonyms[key] ?? []), ...(list as string[])];
  }
  return { synonyms, problems };
}
