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

/** The search engine over the site's own posts, synonyms and glossary, built as the build builds it (all but `leaveOut`), read back from its file. */
export async function siteSearchEngine(leaveOut: readonly string[] = []): Promise<Engine> {
  const file = await buildSearchIndex(
    searchSources(CONTENT_DIR).filter((post) => !leaveOut.includes(post.slug)),
    readSynonyms(CONTENT_DIR).synonyms,
    readGlossary(CONTENT_DIR, postTexts(sitePosts)).terms,
  );
  const engine = engineOf(JSON.parse(JSON.stringify(file)));
  if (!engine) throw new Error('the index did not read back');
  return engine;
}
