import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { pageRoutes } from '../../src/app/pageRoutes';
import type { ReadingPathEntry } from '../../src/features/paths/pathFiles';
import { describe } from './describe';
import { readJsonFile } from './jsonFile';
import { displayPath, type ContentProblem } from './problems';
import { SLUG_PATTERN } from './schema';

/** The folder of the reading paths, one file each: `content/paths/<slug>.json`, shown at `/<slug>` by its row of the route registry. */
export const PATHS_FOLDER = 'paths';

/** A step says in one sentence why to read its post next: a line under the post's title. */
const MAX_WHY = 240;
const MAX_DESCRIPTION = 300;
/** A sentence ends with a full stop, a question or an exclamation mark, and any closing quotes or brackets. */
const ENDS_A_SENTENCE = /[.!?]["'”’)\]]*$/;
/** Another sentence starts within it (an abbreviation before a capital, `St. Thomas`, reads as one too). */
const STARTS_ANOTHER = /[.!?]["'”’)\]]*\s+["'“‘(]?[A-Z]/;
const isOneSentence = (text: string) => ENDS_A_SENTENCE.test(text) && !STARTS_ANOTHER.test(text);

const text = (what: string, max: number) =>
  v.pipe(
    v.string(`expected ${what}`),
    v.trim(),
    v.nonEmpty(`expected ${what}`),
    v.maxLength(max, (issue) => `expected at most ${max} characters, got ${(issue.input).length}`),
  );

const pathSchema = v.strictObject(
  {
    title: text('the path\'s title, e.g. "Start here"', 60),
    description: text('a sentence or two on whom the path is for', MAX_DESCRIPTION),
    steps: v.pipe(
      v.array(
        v.strictObject(
          {
            post: v.pipe(v.string('expected a post slug'), v.regex(SLUG_PATTERN, (issue) => `expected a post slug, got ${describe(issue.input)}`)),
            why: v.pipe(
              text('one sentence on why to read the post next', MAX_WHY),
              v.check(isOneSentence, 'expected one sentence, ending with a full stop, a question mark or an exclamation mark'),
            ),
          },
          (issue) => (issue.expected === 'never' ? 'unknown field (allowed: post, why)' : 'required field is missing'),
        ),
      ),
      v.minLength(2, 'expected at least two steps'),
    ),
  },
  (issue) => (issue.expected === 'never' ? 'unknown field (allowed: title, description, steps)' : 'required field is missing'),
);

function readPath(file: string, slug: string, posts: ReadonlySet<string>, problems: ContentProblem[]): ReadingPathEntry | undefined {
  const source = displayPath(file);
  const count = problems.length;
  const report = (field: string, message: string) => problems.push({ file: source, field, message });
  if (!SLUG_PATTERN.test(slug)) report('file', 'expected a name of lower-case words joined by hyphens, e.g. start-here.json');
  const data = readJsonFile(file, report);
  if (data === undefined) return undefined;
  const result = v.safeParse(pathSchema, data);
  if (!result.success) {
    for (const issue of result.issues) report(v.getDotPath(issue) ?? 'file', issue.message);
    return undefined;
  }
  if (!pageRoutes.some((route) => route.path === `/${slug}`)) {
    report('file', `no page shows it: /${slug} needs a row in src/app/pageRoutes.ts (docs/content.md#add-a-reading-path)`);
  }
  const seen = new Set<string>();
  result.output.steps.forEach(({ post }, index) => {
    if (!posts.has(post)) report(`steps.${index}.post`, `no such post: ${post}`);
    if (seen.has(post)) report(`steps.${index}.post`, `${post} is on the path already: a path reads each post once`);
    seen.add(post);
  });
  return problems.length === count ? { slug, ...result.output } : undefined;
}

/**
 * The reading paths in `contentDir/paths/`, by slug, and what is wrong with them: a path that no page shows, names a post
 * the folder does not have, names one twice, or is not a title, a description and at least two steps of one sentence
 * each, is reported and left out.
 */
export function readPaths(contentDir: string, posts: ReadonlySet<string>): { paths: ReadingPathEntry[]; problems: ContentProblem[] } {
  const dir = path.join(contentDir, PATHS_FOLDER);
  const problems: ContentProblem[] = [];
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { paths: [], problems };
    throw error;
  }
  const paths = names.sort().flatMap((name) => readPath(path.join(dir, name), name.slice(0, -'.json'.length), posts, problems) ?? []);
  return { paths, problems };
}
