/** `npm run content:check`: every problem in a content folder, then a count; returns the exit code. */
import { GLOSSARY_FOLDER, postTexts, readGlossary } from './glossary';
import { formatProblem, loadContent } from './load';
import { PATHS_FOLDER, readPaths } from './paths';
import { checkScriptOutput, sanskritSources, SCRIPT_COUNT } from './scriptOutput';
import { readSynonyms, SYNONYMS_FILE } from './synonyms';
import { linksToConfirm, termLinks, termLinksReport } from './termLinks';
import { readTopicMap, TOPIC_MAP_FILE } from './topicMap';
import { verseProblems } from './verses';

export interface CheckOutput {
  log(message: string): void;
  error(message: string): void;
  /** Receives the report of the terms each post links (server/content/termLinks.ts). */
  termLinks?(report: string): void;
}

/**
 * `siteCopyDir`: the site's own copy (src/content/), whose Sanskrit is checked in every script beside the content's.
 */
export function checkContent(contentDir: string, out: CheckOutput = console, siteCopyDir?: string): number {
  const { posts, domains, problems: postProblems, invalidFiles } = loadContent(contentDir);
  const { synonyms, problems: synonymProblems } = readSynonyms(contentDir);
  const { terms, problems: glossaryProblems } = readGlossary(contentDir, postTexts(posts));
  const { paths, problems: pathProblems } = readPaths(contentDir, new Set(posts.map((post) => post.slug)));
  const { map: topicMap, problems: topicProblems } = readTopicMap(contentDir, posts);
  const scriptOutput = checkScriptOutput(sanskritSources(contentDir, siteCopyDir));
  // A post whose verse is wrong is still served (the block shows as written), but the check fails on it.
  const siteProblems = [
    ...synonymProblems,
    ...glossaryProblems,
    ...pathProblems,
    ...topicProblems,
    ...verseProblems(posts, new Set(terms.map((term) => term.id))),
    ...scriptOutput.problems,
  ];
  const problems = [...postProblems, ...siteProblems];
  for (const problem of problems) out.error(formatProblem(problem));
  out.log(`${posts.length} posts OK`);
  for (const [domain, site] of domains) out.log(`${domain}: ${site.posts.length} posts OK`);
  const synonymCount = Object.keys(synonyms).length;
  if (synonymCount > 0) out.log(`${SYNONYMS_FILE}: ${synonymCount} phrases with synonyms`);
  if (terms.length > 0) out.log(`${GLOSSARY_FOLDER}/: ${terms.length} terms OK`);
  for (const path of paths) out.log(`${PATHS_FOLDER}/${path.slug}.json: ${path.steps.length} steps OK`);
  if (topicMap.topics.length > 0) out.log(`${TOPIC_MAP_FILE}: ${topicMap.topics.length} topics OK`);
  if (scriptOutput.runs > 0) out.log(`Sanskrit: ${scriptOutput.runs} runs of Devanagari checked in ${SCRIPT_COUNT} scripts`);
  const links = termLinks(posts, terms);
  const toConfirm = linksToConfirm(links).length;
  if (toConfirm > 0) out.log(`${toConfirm} glossary links in a title or a name, for a person to confirm (the term links report)`);
  out.termLinks?.(termLinksReport(links, terms));
  if (problems.length === 0) return 0;
  const files = new Set([...invalidFiles, ...siteProblems.map((problem) => problem.file)]);
  out.error(`${files.size} invalid file(s) (${problems.length} problem(s)): fix them or they will not be served.`);
  return 1;
}
