/** Build files are served only when reached without a symbolic link: one in `dist/` could point at any file of the machine. */
import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** Written by the build for static hosts and nginx; they configure a server, they are not pages. */
export const DEPLOYMENT_FILES: ReadonlySet<string> = new Set(['_headers', '_nginx.conf', '_redirects']);

function realPath(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Whether `relativePath` (decoded, `/`-separated) names a regular file inside `distDir`, reached with no symbolic
 * link, no `.` or `..` segment and no deployment file.
 */
export function isServable(distDir: string, relativePath: string): boolean {
  const segments = relativePath.split('/').filter(Boolean);
  if (
    segments.length === 0 ||
    segments.some((segment) => segment === '.' || segment === '..' || segment.includes('\\') || segment.includes('\0'))
  )
    return false;
  if (DEPLOYMENT_FILES.has(segments.at(-1) ?? '')) return false;
  const root = realPath(distDir) ?? distDir;
  const file = path.join(distDir, ...segments);
  const real = realPath(file);
  if (real === undefined) return false;
  const expected = path.join(root, ...segments);
  return real === expected && lstatSync(real).isFile();
}
