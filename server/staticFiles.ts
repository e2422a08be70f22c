/**
 * The build's files as responses: the precompressed copy a browser accepts (`x.br`, `x.gz`, written by
 * `scripts/precompress.ts`), validators per representation (an `ETag` from each file's own size and time, and
 * no `Last-Modified`: see `notModified`) and `304 Not Modified`. Only regular files reached without a symbolic link are served.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
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

async function versionOf(file: string): Promise<FileVersion | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtime: info.mtime } : undefined;
  } catch {
    return undefined;
  }
}

/** Strong, and different for each representation: the br, gzip and plain files differ in size and time. */
// Short on purpose (base 36, seconds): the header is part of every page's first round trip.
const etagOf = (version: FileVersion) => `"${version.size.toString(36)}-${Math.floor(version.mtime.getTime() / 1000).toString(36)}"`;

/** The encodings the client accepts with a weight above 0 (`br;q=0` refuses br). */
function acceptedEncodings(header: string | null): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * If-None-Match (weak comparison, RFC 9110 §13.1.2). No Last-Modified: the ETag is the validator every browser and
 * CDN uses, and the 45 bytes of a second one would push the home page past TCP's first round trip (npm run bench).
 */
function notModified(request: Request, etag: string): boolean {
  const match = request.headers.get('If-None-Match');
  if (match === null) return false;
  const weakless = (tag: string) => tag.trim().replace(/^W\//, '');
  return match.trim() === '*' || match.split(',').some((tag) => weakless(tag) === weakless(etag));
}

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

export function staticFiles(distDir: string): StaticFiles {
  const fileOf = (relativePath: string) => path.join(distDir, ...relativePath.split('/').filter(Boolean));
  const has = (relativePath: string) => isServable(distDir, relativePath);

  const serve = async (request: Request, relativePath: string, { status = 200, cacheControl }: ServeOptions) => {
    if (!isServable(distDir, relativePath)) return undefined;
    const plain = await versionOf(fileOf(relativePath));
    if (!plain) return undefined;
    const accepted = acceptedEncodings(request.headers.get('Accept-Encoding'));
    let chosen: { version: FileVersion; encoding?: string } = { version: plain };
    let varies = false;
    for (const { encoding, suffix } of VARIANTS) {
      const variant = await versionOf(plain.file + suffix);
      if (!variant) continue;
      varies = true;
      if (chosen.encoding === undefined && accepted.has(encoding)) chosen = { version: variant, encoding };
    }
    const etag = etagOf(chosen.version);
    const headers = new Headers({
      'Content-Type': getMimeType(plain.file) ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: etag,
    });
    if (varies) headers.set('Vary', 'Accept-Encoding');
    if (chosen.encoding) headers.set('Content-Encoding', chosen.encoding);
    // A 304 stands for a 200 only: the not-found page and a missing post's shell are always sent whole.
    if (status === 200 && notModified(request, etag)) return new Response(null, { status: 304, headers });
    headers.set('Content-Length', String(chosen.version.size));
    const body = request.method === 'HEAD' ? null : await readFile(chosen.version.file);
    return new Response(body, { status, headers });
  };

  return { has, serve };
}
