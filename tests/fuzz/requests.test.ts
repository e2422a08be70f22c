import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { createContentApi } from '../../server/api';
import { makeTempDir, removeDir, writeContent } from '../support/contentFolders';
import { clientErrorAnswer, MAX_HEADER_SIZE } from '../../server/http';
import { MAX_URL_LENGTH } from '../../server/middleware';
import { createSiteApp } from '../../server/site';
import { asyncGrowthRatio, growthRatio, LINEAR } from '../support/growth';
import { asyncFuzzParameters, FUZZ_TIMEOUT_MS, fuzzParameters, motif } from './settings';

const KEY = 'fuzz-key';
const contentDir = writeContent(makeTempDir('vedanta-fuzz-api-'), [
  { id: 1, slug: 'a-post', metaTitle: 'A post', metaDescription: 'd', date: '2025-01-01', blog: 'Body.' },
]);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const api = createContentApi({ contentDir, apiKey: KEY, logger: quiet });
const distDir = makeTempDir('vedanta-fuzz-dist-');
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Site</title>');
writeFileSync(path.join(distDir, '404.html'), '<!doctype html><title>Not found</title>');
const site = createSiteApp({ distDir, api, logger: quiet, securityHeaders: {} });
afterAll(() => {
  removeDir(contentDir);
  removeDir(distDir);
});

/** Query strings and paths as a hostile client sends them: escapes good and bad, repeats, controls. */
const queryish = fc.string({
  unit: fc.constantFrom(
    'page',
    'slug',
    'domain',
    '=',
    '&',
    '%',
    'ff',
    'c3',
    '28',
    '2',
    '1',
    '-',
    '+',
    ';',
    '#',
    '\\',
    'a',
    'é',
    '00',
    '..',
    '/',
  ),
});
const ANSWERS = [200, 400, 401, 404, 405, 414];

describe('the content API and the site on hostile requests (fuzzed)', () => {
  it(
    'answer any query string with a status of their own, never a server error',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('get_metainfo', 'get_details', 'media/x.svg', 'nothing'), queryish, async (fn, query) => {
          const response = await api.request(`http://localhost/functions/v1/${fn}?${query}`, {
            headers: { Authorization: `Bearer ${KEY}` },
          });
          expect(ANSWERS).toContain(response.status);
        }),
        asyncFuzzParameters(300),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answer any path with a status of their own, never a server error',
    async () => {
      await fc.assert(
        fc.asyncProperty(queryish, async (path) => {
          let url: string;
          try {
            url = new URL(`/${path}`, 'http://localhost').href;
          } catch {
            return;
          }
          // 301: a trailing slash or `.html` is redirected to the page's one address.
          expect([...ANSWERS, 301]).toContain((await site.request(url)).status);
        }),
        asyncFuzzParameters(300),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'read an Authorization header of any shape, up to the header limit, in time in proportion to it',
    async () => {
      await fc.assert(
        fc.asyncProperty(motif(['Bearer', ' ', '\t', 'x', KEY]), async (pattern) => {
          const header = (length: number) => pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length) + '!';
          const ask = (authorization: string) =>
            api.request(`http://localhost/functions/v1/get_details?slug=a-post`, { headers: { Authorization: authorization } });
          expect([200, 401]).toContain((await ask(header(MAX_HEADER_SIZE - 100))).status);
          expect(await asyncGrowthRatio(header, ask, MAX_HEADER_SIZE - 100, 10)).toBeLessThan(LINEAR);
        }),
        asyncFuzzParameters(20),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'tell an oversized request line from oversized headers in time in proportion to what arrived',
    () => {
      fc.assert(
        fc.property(motif(['\r', '\n', 'a', ':', ' ', '-']), (pattern) => {
          const overflow = (length: number) =>
            Object.assign(new Error('overflow'), {
              code: 'HPE_HEADER_OVERFLOW',
              rawPacket: Buffer.from(pattern.repeat(Math.ceil(length / pattern.length)), 'latin1'),
            });
          expect(growthRatio(overflow, clientErrorAnswer, MAX_HEADER_SIZE)).toBeLessThan(LINEAR);
        }),
        { ...fuzzParameters, numRuns: 20 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it('answer the longest URL they accept in time in proportion to it', async () => {
    const url = (accents: number) => `http://localhost/functions/v1/get_details?slug=${'%C3%A9'.repeat(accents)}`;
    const ask = (target: string) => api.request(target, { headers: { Authorization: `Bearer ${KEY}` } });
    const longest = Math.floor((MAX_URL_LENGTH - 40) / 6);
    // A slug that long names no post: refused before any lookup (MAX_SLUG_LENGTH).
    expect((await ask(url(longest))).status).toBe(400);
    expect(await asyncGrowthRatio(url, ask, longest, 10)).toBeLessThan(LINEAR);
  });
});
