import path from 'node:path';
import { postTexts, readGlossary } from '../../../server/content/glossary';
import { loadContent } from '../../../server/content/load';
import type { Post } from '../../../server/content/schema';
import { searchSources } from '../../../server/content/searchSources';
import { readSynonyms } from '../../../server/content/synonyms';
import { buildSearchIndex } from '@/features/search/buildSearchIndex';
import type { Engine } from '@/features/search/searchEngine';
import { engineOf } from '@/features/search/searchEngine';

const CONTENT_DIR = path.join(__dirname, '../../../content');

/** The site's own posts, as the content folder holds them. */
export const sitePosts: readonly Post[] = loadContent(CONTENT_DIR).posts;

/** The glossary and the synonyms, as the build reads them into the index. */
export const siteGlossary = readGlossary(CONTENT_DIR, postTexts(sitePosts)).terms;
export const siteSynonyms = readSynonyms(CONTENT_DIR).synonyms;

/** The index file as the build writes it, serialised, per set of posts left out: building one takes seconds. */
const indexFiles = new Map<string, Promise<string>>();

function siteIndexFile(leaveOut: readonly string[]): Promise<string> {
  const key = JSON.stringify([...leaveOut].sort());
  let file = indexFiles.get(key);
  if (!file) {
    file = buildSearchIndex(
      searchSources(CONTENT_DIR).filter((post) => !leaveOut.includes(post.slug)),
      siteSynonyms,
      siteGlossary,
    ).then((built) => JSON.stringify(built));
    indexFiles.set(key, file);
  }
  return file;
}

/**
 * The search engine over the site's own posts, synonyms and glossary, built as the build builds it (all but
 * `leaveOut`), read back from its file. A new engine on each call (tests add live posts to theirs); the file is built once.
 */
export async function siteSearchEngine(leaveOut: readonly string[] = []): Promise<Engine> {
  const engine = await engineOf(JSON.parse(await siteIndexFile(leaveOut)));
  if (!engine) throw new Error('the index did not read back');
  return engine;
}
