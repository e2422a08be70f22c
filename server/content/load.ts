/**
 * Reads a content folder once: `posts/*.md` (YAML front matter + markdown body) and the image
 * files in `media/`. Invalid files are reported with their path and the field at fault and left
 * out; everything else is returned, newest first.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import * as v from 'valibot';
import { describe, frontMatterSchema, MEDIA_FILE_PATTERN, SLUG_PATTERN, type Post } from './schema';

export interface ContentProblem {
  /** The file at fault, relative to the working directory when it lies inside it. */
  file: string;
  /** The front matter field at fault, `front matter` or `blog` (the body). */
  field: string;
  message: string;
}

export interface ContentSnapshot {
  contentDir: string;
  /** Valid posts, newest first (date, then id, descending). */
  posts: readonly Post[];
  /** Valid posts by slug: the only way a request finds a post. */
  bySlug: ReadonlyMap<string, Post>;
  /** Servable image files in `media/`, by file name, with their absolute path. */
  media: ReadonlyMap<string, string>;
  problems: readonly ContentProblem[];
  /** Files left out because of a problem. */
  invalidFiles: readonly string[];
}

/** `content/posts/x.md: date: expected YYYY-MM-DD, got "2025-13-01"` */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.field}: ${problem.message}`;
}

/** A path as shown to people: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return file;
  return relative.split(path.sep).join('/');
}

function listDir(dir: string): string[] | undefined {
  try {
    return readdirSync(dir).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Regular files only: a symlink could point anywhere. */
function isRegularFile(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
}

function readMedia(mediaDir: string): Map<string, string> {
  const media = new Map<string, string>();
  for (const name of listDir(mediaDir) ?? []) {
    const file = path.join(mediaDir, name);
    if (MEDIA_FILE_PATTERN.test(name) && isRegularFile(file)) media.set(name, file);
  }
  return media;
}

const refuseEngine = () => {
  throw new Error('only YAML front matter is supported');
};

/** The raw text of a top-level `key: value` line, without quotes or a trailing comment. */
function rawScalar(frontMatter: string, key: string): string | undefined {
  const match = new RegExp(`^${key}[ \\t]*:[ \\t]*(.*?)[ \\t]*(?:[ \\t]#.*)?$`, 'm').exec(frontMatter);
  const raw = match?.[1];
  if (raw === undefined) return undefined;
  const quoted = /^(['"])(.*)\1$/.exec(raw);
  return quoted ? quoted[2] : raw;
}

/**
 * js-yaml turns an unquoted date into a Date, and rolls impossible dates over
 * (`2025-13-01` becomes 2026-01-01), so a Date is checked against the text it came from:
 * the post keeps `YYYY-MM-DD` (UTC) only when that is exactly what the file says.
 */
function normaliseDate(value: unknown, frontMatter: string): unknown {
  if (!(value instanceof Date)) return value;
  const iso = Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  const raw = rawScalar(frontMatter, 'date');
  if (raw !== undefined) return raw;
  return iso?.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : value;
}

type FileResult = { post: Post } | { problems: ContentProblem[] };

function readPost(file: string, mediaFiles: ReadonlySet<string>, mediaDirLabel: string): FileResult {
  const source = displayPath(file);
  const problem = (field: string, message: string): FileResult => ({ problems: [{ file: source, field, message }] });

  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return problem('file', `cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options also keeps gray-matter from caching results between reloads.
    parsed = matter(text, { engines: { javascript: refuseEngine, js: refuseEngine, coffee: refuseEngine } });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return problem('front matter', `cannot be read: ${reason}`);
  }
  const isMapping = typeof parsed.data === 'object' && parsed.data !== null && !Array.isArray(parsed.data);
  if (!isMapping) return problem('front matter', `expected key: value pairs, got ${describe(parsed.data)}`);
  if (parsed.matter.trim() === '' || Object.keys(parsed.data).length === 0) {
    return problem('front matter', 'missing: start the file with a --- block holding id, slug, metaTitle, metaDescription and date');
  }

  const data: Record<string, unknown> = { ...parsed.data };
  if ('date' in data) data.date = normaliseDate(data.date, parsed.matter);

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

/** Newest first: date descending, then id descending. */
export function comparePosts(a: Post, b: Post): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.id - a.id;
}

/** Posts sharing an id or a slug: each one is reported and all of them are left out. */
function duplicateProblems(posts: readonly Post[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const field of ['id', 'slug'] as const) {
    const groups = new Map<string | number, Post[]>();
    for (const post of posts) groups.set(post[field], [...(groups.get(post[field]) ?? []), post]);
    for (const [value, group] of groups) {
      if (group.length < 2) continue;
      for (const post of group) {
        const others = group.filter((other) => other !== post).map((other) => other.source);
        problems.push({ file: post.source, field, message: `duplicate ${field} ${describe(value)}, also used by ${others.join(', ')}` });
      }
    }
  }
  return problems;
}

/** Reads and validates everything under `contentDir` (`posts/` and `media/`). Never throws on bad content. */
export function loadContent(contentDir: string): ContentSnapshot {
  const root = path.resolve(contentDir);
  const postsDir = path.join(root, 'posts');
  const mediaDir = path.join(root, 'media');
  const media = readMedia(mediaDir);
  const mediaFiles = new Set(media.keys());
  const problems: ContentProblem[] = [];
  const candidates: Post[] = [];

  const names = listDir(postsDir);
  if (names === undefined) {
    problems.push({ file: displayPath(postsDir), field: 'folder', message: 'not found: no posts can be served' });
  }
  for (const name of names ?? []) {
    const file = path.join(postsDir, name);
    if (!name.endsWith('.md') || name.startsWith('.') || !isRegularFile(file)) continue;
    const result = readPost(file, mediaFiles, displayPath(mediaDir));
    if ('post' in result) candidates.push(result.post);
    else problems.push(...result.problems);
  }

  const duplicates = duplicateProblems(candidates);
  problems.push(...duplicates);
  const duplicated = new Set(duplicates.map((problem) => problem.file));
  const posts = candidates.filter((post) => !duplicated.has(post.source)).sort(comparePosts);

  return {
    contentDir: root,
    posts,
    bySlug: new Map(posts.map((post) => [post.slug, post])),
    media,
    problems,
    invalidFiles: [...new Set(problems.map((problem) => problem.file))],
  };
}
