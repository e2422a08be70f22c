import { lstatSync, readdirSync, type Stats } from 'node:fs';
import path from 'node:path';
import { describe } from './describe';
import { displayPath, type ContentProblem } from './problems';
import { readPost } from './readPost';
import { MEDIA_FILE_PATTERN, type Post } from './schema';

export { formatProblem, type ContentProblem } from './problems';

/** The largest post file served: a book-length article is about 300 KB. */
export const MAX_POST_BYTES = 1_000_000;

/** The posts one site is served: valid posts newest first (date, then id, descending), and by slug. */
export interface SitePosts {
  posts: readonly Post[];
  /** The only way a request finds a post. */
  bySlug: ReadonlyMap<string, Post>;
}

/**
 * A domain's own folder, `content/<domain>/posts/`: a host name in lowercase with at least one dot
 * (`blog.example.org`), or `localhost`. Never `posts` or `media`.
 */
export const DOMAIN_FOLDER_PATTERN = /^(?:localhost|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+)$/;

export interface ContentSnapshot extends SitePosts {
  contentDir: string;
  /** Domains with a folder of their own see only its posts; every other domain sees `posts`. */
  domains: ReadonlyMap<string, SitePosts>;
  /** Servable image files in `media/`, by file name, with their absolute path. */
  media: ReadonlyMap<string, string>;
  problems: readonly ContentProblem[];
  invalidFiles: readonly string[];
}

function listDir(dir: string): string[] | undefined {
  try {
    return readdirSync(dir).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The entry's own status, or what is wrong with it: a symbolic link could point anywhere, so it is reported, not followed. */
function fileStatus(file: string): Stats | string {
  let stats: Stats;
  try {
    stats = lstatSync(file);
  } catch (error) {
    return `cannot be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (stats.isSymbolicLink()) return 'is a symbolic link, which is not followed: put the file itself here';
  if (!stats.isFile()) return 'is not a regular file';
  return stats;
}

function readMedia(mediaDir: string, problems: ContentProblem[]): Map<string, string> {
  const media = new Map<string, string>();
  for (const name of listDir(mediaDir) ?? []) {
    if (name.startsWith('.')) continue;
    const file = path.join(mediaDir, name);
    const status = fileStatus(file);
    if (typeof status === 'string') problems.push({ file: displayPath(file), field: 'file', message: status });
    else if (MEDIA_FILE_PATTERN.test(name)) media.set(name, file);
  }
  return media;
}

/** Newest first: date descending, then id descending. */
export function comparePosts(a: Post, b: Post): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.id - a.id;
}

/** Published first, then by file name: of posts that share an id or a slug, the first keeps it. */
const firstPublished = (a: Post, b: Post) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.source < b.source ? -1 : 1);

/** Of posts sharing an id or a slug, the first published keeps it: a new file copied from an old one must not take it down. */
function withoutDuplicates(posts: readonly Post[], problems: ContentProblem[]): Post[] {
  const kept: Post[] = [];
  const byId = new Map<number, Post>();
  const bySlug = new Map<string, Post>();
  for (const post of [...posts].sort(firstPublished)) {
    const field = byId.has(post.id) ? 'id' : bySlug.has(post.slug) ? 'slug' : undefined;
    if (field) {
      const owner = (field === 'id' ? byId.get(post.id) : bySlug.get(post.slug)) as Post;
      problems.push({ file: post.source, field, message: `duplicate ${field} ${describe(post[field])}: ${owner.source} has it, so this file is left out` });
      continue;
    }
    byId.set(post.id, post);
    bySlug.set(post.slug, post);
    kept.push(post);
  }
  return kept;
}

/** Reads the `.md` files of `postsDir`; a file that cannot be served is reported and left out. */
function loadPosts(postsDir: string, mediaFiles: ReadonlySet<string>, mediaDirLabel: string, problems: ContentProblem[]): SitePosts {
  const candidates: Post[] = [];
  const names = listDir(postsDir);
  if (names === undefined) {
    problems.push({ file: displayPath(postsDir), field: 'folder', message: 'not found: no posts can be served' });
  }
  for (const name of names ?? []) {
    if (!name.endsWith('.md') || name.startsWith('.')) continue;
    const file = path.join(postsDir, name);
    const source = displayPath(file);
    const status = fileStatus(file);
    if (typeof status === 'string') {
      problems.push({ file: source, field: 'file', message: status });
      continue;
    }
    if (status.size > MAX_POST_BYTES) {
      problems.push({ file: source, field: 'file', message: `is ${status.size.toLocaleString('en-US')} bytes; a post may be at most ${MAX_POST_BYTES.toLocaleString('en-US')} bytes (1 MB)` });
      continue;
    }
    const result = readPost(file, source, mediaFiles, mediaDirLabel);
    if ('post' in result) candidates.push(result.post);
    else problems.push(...result.problems);
  }
  const posts = withoutDuplicates(candidates, problems).sort(comparePosts);
  return { posts, bySlug: new Map(posts.map((post) => [post.slug, post])) };
}

/** The folders of `root` named like a domain that hold a `posts/` folder. A symbolic link is reported, not followed. */
function domainFolders(root: string, problems: ContentProblem[]): string[] {
  const domains: string[] = [];
  for (const name of listDir(root) ?? []) {
    if (!DOMAIN_FOLDER_PATTERN.test(name)) continue;
    const dir = path.join(root, name);
    let stats: Stats;
    try {
      stats = lstatSync(dir);
    } catch (error) {
      problems.push({ file: displayPath(dir), field: 'folder', message: `cannot be read: ${error instanceof Error ? error.message : String(error)}` });
      continue;
    }
    if (stats.isSymbolicLink()) {
      problems.push({ file: displayPath(dir), field: 'folder', message: 'is a symbolic link, which is not followed: put the folder itself here' });
    } else if (stats.isDirectory() && listDir(path.join(dir, 'posts')) !== undefined) {
      domains.push(name);
    }
  }
  return domains;
}

/**
 * Reads `posts/*.md`, `media/` and each `<domain>/posts/*.md` once; a file that cannot be served is
 * reported and left out. Never throws on bad content. Images are shared: every post links `media/<file>`.
 */
export function loadContent(contentDir: string): ContentSnapshot {
  const root = path.resolve(contentDir);
  const mediaDir = path.join(root, 'media');
  const problems: ContentProblem[] = [];
  const media = readMedia(mediaDir, problems);
  const mediaFiles = new Set(media.keys());
  const mediaDirLabel = displayPath(mediaDir);
  const shared = loadPosts(path.join(root, 'posts'), mediaFiles, mediaDirLabel, problems);
  const domains = new Map<string, SitePosts>();
  for (const domain of domainFolders(root, problems)) {
    domains.set(domain, loadPosts(path.join(root, domain, 'posts'), mediaFiles, mediaDirLabel, problems));
  }
  return {
    contentDir: root,
    ...shared,
    domains,
    media,
    problems,
    invalidFiles: [...new Set(problems.map((problem) => problem.file))],
  };
}

/** The posts `domain` is served from a snapshot: its own folder's, else the shared ones. */
export function postsForDomain(content: ContentSnapshot, domain: string): SitePosts {
  return content.domains.get(domain) ?? content;
}
