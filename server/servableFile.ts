/**
 * Which files of the build the site serves: regular files reached without following a symbolic
 * link anywhere on the way (a link in `dist/` could point at any file of the machine), and none of
 * the deployment files the build writes for other servers.
 */
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
 * False when the request path names something under `distDir` the site must not serve; true
 * otherwise, including for files that do not exist (the static handler answers those). Reads the
 * path as the static handler does (`decodeURI`, a directory's `index.html`).
 */
export function isServable(distDir: string, requestPath: string): boolean {
  let name: string;
  try {
    name = decodeURI(requestPath);
  } catch {
    return true; // the static handler refuses it itself
  }
  if (DEPLOYMENT_FILES.has(path.posix.basename(name))) return false;
  const root = realPath(distDir) ?? distDir;
  let file = path.join(distDir, name);
  let real = realPath(file);
  if (real === undefined) return true;
  if (lstatSync(real).isDirectory()) {
    file = path.join(file, 'index.html');
    real = realPath(file);
    if (real === undefined) return true;
  }
  const expected = path.join(root, path.relative(distDir, file));
  return real === expected && lstatSync(real).isFile();
}
