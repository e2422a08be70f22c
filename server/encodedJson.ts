/**
 * The Node server's encoder of the content API's answers (server/functions/encoding.ts): brotli and gzip at
 * their strongest, made by zlib in libuv's thread pool, so compressing a new answer never holds up the
 * requests answered from memory meanwhile (`npm run bench`, a flood of unique keys beside a reader).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { encodeJsonWith, type Encode, type Encoder } from './functions/encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const NODE_ENCODER: Encoder = {
  hash: (bytes) => createHash('sha256').update(bytes).digest('base64url').slice(0, 24),
  coders: [
    {
      name: 'br',
      compress: (bytes) =>
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    },
    { name: 'gzip', compress: (bytes) => gzipAsync(bytes, { level: 9 }) },
  ],
};

export const encodeJson: Encode = (value, headers) => encodeJsonWith(NODE_ENCODER, value, headers);
