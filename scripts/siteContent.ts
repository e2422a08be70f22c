import { postTexts, readGlossary } from '../server/content/glossary';
import { loadContent } from '../server/content/load';
import { readPaths } from '../server/content/paths';
import { formatProblem } from '../server/content/problems';
import { readSynonyms } from '../server/content/synonyms';
import { readTopicMap } from '../server/content/topicMap';
import type { SiteContent } from '../src/app/prerender/siteFiles';

/**
 * The site's own content in `contentDir` beside the posts: the search's synonyms, the glossary, the reading paths and
 * the topic map (checked against the folder's posts). A part with problems is reported (`npm run content:check` fails on it) and left out.
 */
export function siteContent(contentDir: string): SiteContent {
  const { posts } = loadContent(contentDir);
  const synonyms = readSynonyms(contentDir);
  const glossary = readGlossary(contentDir, postTexts(posts));
  const paths = readPaths(contentDir, new Set(posts.map((post) => post.slug)));
  const topics = readTopicMap(contentDir, posts);
  for (const problem of [...synonyms.problems, ...glossary.problems, ...paths.problems, ...topics.problems])
    console.warn(`prerender: ${formatProblem(problem)}`);
  return { synonyms: synonyms.synonyms, glossary: glossary.terms, paths: paths.paths, topics: topics.map };
}
