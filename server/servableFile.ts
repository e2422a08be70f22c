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

/** Whether the site may serve the request path; true for a missing file too (the static handler answers it), read as that handler does. */
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
