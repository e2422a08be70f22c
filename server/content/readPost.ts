/** One post file, checked: whatever it holds (a YAML bomb, a structure nested too deep), the answer is a post or problems. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import * as v from 'valibot';
import { describe } from './describe';
import type { ContentProblem } from './problems';
import { frontMatterSchema, SLUG_PATTERN, type Post } from './schema';

export type FileResult = { readonly post: Post } | { readonly problems: ContentProblem[] };

const refuseEngine = () => {
  throw new Error('only YAML front matter is supported');
};

/** A top-level `key: value` line's raw text, unquoted; no regular expression, so a line of any length takes linear time. */
export function rawScalar(frontMatter: string, key: string): string | undefined {
  for (const line of frontMatter.split('\n')) {
    if (!line.startsWith(key)) continue;
    const rest = line.slice(key.length).trimStart();
    if (!rest.startsWith(':')) continue;
    let value = rest.slice(1);
    const comment = value.search(/[ \t]#/);
    if (comment !== -1) value = value.slice(0, comment);
    value = value.trim();
    const quote = value[0];
    return (quote === '"' || quote === "'") && value.length > 1 && value.endsWith(quote) ? value.slice(1, -1) : value;
  }
  return undefined;
}

/** js-yaml rolls impossible dates over (`2025-13-01` becomes 2026-01-01), so a post keeps a date only as its file writes it. */
function normaliseDate(value: unknown, frontMatter: string, key: 'date' | 'updated'): unknown {
  if (!(value instanceof Date)) return value;
  const iso = Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  const raw = rawScalar(frontMatter, key);
  if (raw !== undefined) return raw;
  return iso?.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : value;
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

function checkedPost(text: string, file: string, source: string, mediaFiles: ReadonlySet<string>, mediaDirLabel: string): FileResult {
  const problem = (field: string, message: string): FileResult => ({ problems: [{ file: source, field, message }] });
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options also keeps gray-matter from caching results between reloads.
    parsed = matter(text, { engines: { javascript: refuseEngine, js: refuseEngine, coffee: refuseEngine } });
  } catch (error) {
    return problem('front matter', `cannot be read: ${firstLine(error)}`);
  }
  // gray-matter's types promise a mapping and a string; YAML can give any value, and an empty
  // file gives no `matter` at all.
  const yaml: unknown = parsed.data;
  const matterText = parsed.matter as string | undefined;
  const isMapping = typeof yaml === 'object' && yaml !== null && !Array.isArray(yaml);
  if (!isMapping) return problem('front matter', `expected key: value pairs, got ${describe(yaml)}`);
  const frontMatter = matterText ?? '';
  if (frontMatter.trim() === '' || Object.keys(yaml).length === 0) {
    return problem('front matter', 'missing: start the file with a --- block holding id, slug, metaTitle, metaDescription and date');
  }

  const data: Record<string, unknown> = { ...yaml };
  for (const key of ['date', 'updated'] as const) if (key in data) data[key] = normaliseDate(data[key], frontMatter, key);

  const result = v.safeParse(frontMatterSchema(mediaFiles, mediaDirLabel), data);
  const problems: ContentProblem[] = result.success
    ? []
    : result.issues.map((issue) => ({ file: source, field: v.getDotPath(issue) ?? 'front matter', message: issue.message }));

  const expectedSlug = path.basename(file, '.md');
  if (typeof data.slug === 'string' && SLUG_PATTERN.test(data.slug) && data.slug !== expectedSlug) {
    problems.push({
      file: source,
      field: 'slug',
      message: `must match the file name: expected ${describe(expectedSlug)}, got ${describe(data.slug)}`,
    });
  }
  const blog = parsed.content.trim();
  if (blog === '') problems.push({ file: source, field: 'blog', message: 'the article body after the front matter is empty' });

  if (!result.success || problems.length > 0) return { problems };
  return { post: { ...result.output, blog, source } };
}

/** Reads `file` (shown as `source`) into a post, or says everything wrong with it. */
export function readPost(file: string, source: string, mediaFiles: ReadonlySet<string>, mediaDirLabel: string): FileResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { problems: [{ file: source, field: 'file', message: `cannot be read: ${firstLine(error)}` }] };
  }
  try {
    return checkedPost(text, file, source, mediaFiles, mediaDirLabel);
  } catch (error) {
    // Whatever else goes wrong in reading one file (a structure nested too deep for the parser) stays with that file.
    return { problems: [{ file: source, field: 'file', message: `cannot be read: ${firstLine(error)}` }] };
  }
}
