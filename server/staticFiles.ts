/**
 * The build's files as responses: the precompressed copy a browser accepts (`x.br`, `x.gz`, written by
 * `scripts/precompress.ts`) and a validator per representation (an `ETag` from each file's own size and time, and
 * no `Last-Modified`: see `serve`), which Hono's `etag` middleware answers `304 Not Modified` to (server/site.ts).
 * Only regular files reached without a symbolic link are served.
 */
import { lstat, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { acceptsCoding } from './functions/encoding';
import { isServable } from './servableFile';

/** Precompressed copies, in the order they are preferred. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

interface FileVersion {
  readonly file: string;
  readonly size: number;
  readonly mtime: Date;
}

async function versionOf(file: string, { followLink = true } = {}): Promise<FileVersion | undefined> {
  try {
    const info = followLink ? await stat(file) : await lstat(file);
    return info.isFile() ? { file, size: info.size, mtime: info.mtime } : undefined;
  } catch {
    return undefined;
  }
}

/** Strong, and different for each representation: the br, gzip and plain files differ in size and time. */
// Short on purpose (base 36, seconds): the header is part of every page's first round trip.
const etagOf = (version: FileVersion) => `"${version.size.toString(36)}-${Math.floor(version.mtime.getTime() / 1000).toString(36)}"`;

export interface ServeOptions {
  readonly status?: number;
  readonly cacheControl: string;
}

export interface StaticFiles {
  /** Whether `relativePath` (decoded, `/`-separated, under the build folder) is a file the site serves. */
  has(relativePath: string): boolean;
  /** The response for that file, or undefined when there is none. */
  serve(request: Request, relativePath: string, options: ServeOptions): Promise<Response | undefined>;
}

/** A precompressed copy is a representation of its file, not an address of its own (`/404.html.br` is no page). */
const isPrecompressedCopy = (relativePath: string) => VARIANTS.some(({ suffix }) => relativePath.endsWith(suffix));

export function staticFiles(distDir: string): StaticFiles {
  const fileOf = (relativePath: string) => path.join(distDir, ...relativePath.split('/').filter(Boolean));
  const has = (relativePath: string) => !isPrecompressedCopy(relativePath) && isServable(distDir, relativePath);

  const serve = async (request: Request, relativePath: string, { status = 200, cacheControl }: ServeOptions) => {
    if (!has(relativePath)) return undefined;
    const plain = await versionOf(fileOf(relativePath));
    if (!plain) return undefined;
    const acceptEncoding = request.headers.get('Accept-Encoding');
    let chosen: { version: FileVersion; encoding?: string } = { version: plain };
    let varies = false;
    for (const { encoding, suffix } of VARIANTS) {
      // The copy's folder was checked with the file; the copy itself is read without following a link (a symbolic
      // link named `x.br` could point anywhere), in the one system call that reads its size anyway.
      const variant = await versionOf(plain.file + suffix, { followLink: false });
      if (!variant) continue;
      varies = true;
      if (chosen.encoding === undefined && acceptsCoding(acceptEncoding, encoding)) chosen = { version: variant, encoding };
    }
    const etag = etagOf(chosen.version);
    const headers = new Headers({
      'Content-Type': getMimeType(plain.file) ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: etag,
    });
    if (varies) headers.set('Vary', 'Accept-Encoding');
    if (chosen.encoding) headers.set('Content-Encoding', chosen.encoding);
    // No Last-Modified: the ETag is the validator every browser and CDN uses, and each byte of the headers counts
    // against the home page's first round trip (npm run bench).
    headers.set('Content-Length', String(chosen.version.size));
    const body = request.method === 'HEAD' ? null : await readFile(chosen.version.file);
    return new Response(body, { status, headers });
  };

  return { has, serve };
}
