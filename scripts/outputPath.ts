/**
 * Where the prerenderer may write. Slugs come from an API, which may be someone else's or
 * broken: one never becomes a path until it is shown to be a single harmless folder name, and
 * every file's path is checked to stay inside the build folder.
 */
import path from 'node:path';

/** The longest slug written as a folder (file systems allow 255 bytes a name). */
const MAX_SLUG_BYTES = 200;

/** Why `slug` cannot name a folder of the build, or undefined when it can. */
export function unsafeSlugReason(slug: string): string | undefined {
  if (slug === '') return 'is empty';
  if (slug === '.' || slug === '..') return 'names the folder itself or its parent';
  if (slug.includes('/') || slug.includes('\\')) return 'holds a slash';
  // eslint-disable-next-line no-control-regex -- control characters are what is being refused
  if (/[\u0000-\u001f\u007f]/.test(slug)) return 'holds a control character';
  if (slug.trim() !== slug) return 'starts or ends with white space';
  if (Buffer.byteLength(slug) > MAX_SLUG_BYTES) return `is longer than ${MAX_SLUG_BYTES} bytes`;
  return undefined;
}

/** `relative` inside `distDir`, or an error when it would land anywhere else. */
export function pathInside(distDir: string, relative: string): string {
  const root = path.resolve(distDir);
  const target = path.resolve(root, relative);
  if (!target.startsWith(root + path.sep)) throw new Error(`refusing to write ${JSON.stringify(relative)}: it is not inside ${root}`);
  return target;
}
