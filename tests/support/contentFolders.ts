/**
 * Writes content folders (`posts/*.md` + `media/`) from data, for Pact provider states and
 * tests: the same files an author would write, read back by the real loader.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALLOWED_FIELDS } from '../../server/content/schema';

export interface SeedPost {
  id: number;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD */
  updated?: string;
  blog: string;
  pinterestImageLink?: string;
  youtubeShortsUrl?: string;
  shortTailKeywords?: string;
  longTailKeywords?: string;
}

/** A post file as an author writes it: YAML front matter (date unquoted), then the markdown body. */
export function postFile(post: SeedPost): string {
  const lines = ALLOWED_FIELDS.flatMap((key) => {
    const value = post[key];
    if (value === undefined) return [];
    return [`${key}: ${typeof value === 'number' || key === 'date' || key === 'updated' ? String(value) : JSON.stringify(value)}`];
  });
  return `---\n${lines.join('\n')}\n---\n\n${post.blog}\n`;
}

/** A small original SVG for a generated post. */
export function placeholderSvg(title: string): string {
  const text = title.replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img"><title>${text}</title><rect width="200" height="200" fill="#1f2a44"/><circle cx="100" cy="100" r="50" fill="#e0a526"/></svg>\n`;
}

/** Writes `posts/` and `media/` under `dir` (created if needed). `media` maps file names to contents. */
export function writeContent(dir: string, posts: readonly SeedPost[], media: Record<string, string> = {}): string {
  mkdirSync(path.join(dir, 'posts'), { recursive: true });
  mkdirSync(path.join(dir, 'media'), { recursive: true });
  for (const post of posts) writeFileSync(path.join(dir, 'posts', `${post.slug}.md`), postFile(post));
  for (const [name, data] of Object.entries(media)) writeFileSync(path.join(dir, 'media', name), data);
  return dir;
}

/** A fresh empty folder under the system temp folder. */
export function makeTempDir(prefix = 'vedanta-content-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `count` valid posts with distinct dates a week apart (post 1 oldest), each with an image
 * `media/post-<n>.svg` unless `withImages` is false. Returns the posts and the media files they use.
 */
export function generatePosts(count: number, { withImages = true, firstDate = '2024-01-01' } = {}) {
  const start = Date.parse(`${firstDate}T00:00:00Z`);
  const media: Record<string, string> = {};
  const posts: SeedPost[] = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const post: SeedPost = {
      id: n,
      slug: `post-${n}`,
      metaTitle: `Generated post ${n}`,
      metaDescription: `What generated post ${n} is about.`,
      date: new Date(start + index * 7 * DAY_MS).toISOString().slice(0, 10),
      blog: `## Post ${n}\n\nThe body of generated post ${n}.`,
    };
    if (withImages) {
      post.pinterestImageLink = `media/post-${n}.svg`;
      media[`post-${n}.svg`] = placeholderSvg(post.metaTitle);
    }
    return post;
  });
  return { posts, media };
}
