/**
 * The last step of `npm run build`: a brotli (`.br`) and a gzip (`.gz`) copy beside every text file
 * of `dist/`, compressed once at the highest levels instead of on each request. `npm start` serves
 * them to browsers that accept them; nginx does with `gzip_static on` (and `brotli_static on`).
 * A prerendered page of about 60 KB then travels as about 12 KB, inside the first round trip of a
 * new connection (`npm run bench`). A step after the prerenderer, not compression-webpack-plugin, which sees
 * webpack's own files only (docs/decisions/library-plumbing.md).
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// zlib's async calls run on libuv's thread pool: the files are compressed on every core at once.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:html|js|css|svg|json|xml|txt|webmanifest|map)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** Writes `file.br` and `file.gz` beside `file`; false, and nothing written, for a file too small to gain. */
export async function precompressFile(file: string): Promise<boolean> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return false;
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
  return true;
}

/** Compresses every text file under `dir`; resolves to how many. */
export async function precompressDir(dir: string): Promise<number> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).isFile());
  const written = await Promise.all(files.map(precompressFile));
  return written.filter(Boolean).length;
}

if (require.main === module) {
  const dist = path.resolve(__dirname, '..', process.env.DIST_DIR ?? 'dist');
  precompressDir(dist).then(
    (count) => {
      console.log(`precompress: ${count} files in ${path.relative(process.cwd(), dist) || '.'} written as .br and .gz`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
