/**
 * The last step of `npm run build`: a brotli (`.br`) and a gzip (`.gz`) copy beside every text file
 * of `dist/`, compressed once at the highest levels instead of on each request. `npm start` serves
 * them to browsers that accept them; nginx does with `gzip_static on` (and `brotli_static on`).
 * A prerendered page of about 60 KB then travels as about 12 KB, inside the first round trip of a
 * new connection (`npm run bench`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:html|js|css|svg|json|xml|txt|webmanifest|map)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

export function precompressFile(file: string): boolean {
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) return false;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
  return true;
}

/** Compresses every text file under `dir`; returns how many. */
export function precompressDir(dir: string): number {
  return filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).isFile() && precompressFile(file)).length;
}

if (require.main === module) {
  const dist = path.resolve(__dirname, '..', process.env.DIST_DIR ?? 'dist');
  console.log(`precompress: ${precompressDir(dist)} files in ${path.relative(process.cwd(), dist) || '.'} written as .br and .gz`);
}
