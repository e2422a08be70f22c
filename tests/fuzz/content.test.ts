import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { loadContent } from '../../server/content/load';
import { ALLOWED_FIELDS } from '../../server/content/schema';
import { FUZZ_TIMEOUT_MS, fuzzParameters } from './settings';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vedanta-fuzz-content-'));
  writeFileSync(path.join(dir, '.keep'), '');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const VALID = '---\nid: 1\nslug: valid-post\nmetaTitle: Valid\nmetaDescription: A valid post.\ndate: 2025-01-01\n---\n\nBody.\n';

/** Loads a folder holding a valid post and one file of `bytes`: the valid post is always served, the other is a post or its problems. */
function loadWith(bytes: Uint8Array | string): void {
  rmSync(path.join(dir, 'posts'), { recursive: true, force: true });
  const posts = path.join(dir, 'posts');
  mkdirSync(posts);
  writeFileSync(path.join(posts, 'valid-post.md'), VALID);
  writeFileSync(path.join(posts, 'fuzzed.md'), bytes);
  const content = loadContent(dir);
  expect(content.posts.map((post) => post.slug)).toContain('valid-post');
  for (const problem of content.problems) {
    expect(problem.file).toMatch(/fuzzed\.md$/);
    expect(problem.message.length).toBeLessThan(400);
  }
}

describe('the front matter loader (fuzzed)', () => {
  it(
    'never throws on a file of arbitrary bytes, and keeps serving the other posts',
    () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => loadWith(bytes)),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'never throws on arbitrary YAML front matter, however it is shaped',
    () => {
      // JSON is YAML too: any value, and any value for each field; then YAML's own syntax (anchors, aliases, tags, blocks).
      const frontMatter = fc.oneof(
        fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
        fc.dictionary(fc.constantFrom(...ALLOWED_FIELDS, 'other'), fc.jsonValue({ maxDepth: 2 })).map((value) =>
          Object.entries(value)
            .map(([key, field]) => `${key}: ${JSON.stringify(field)}`)
            .join('\n'),
        ),
        fc.string({ unit: fc.constantFrom('&a ', '*a', '[', ']', '{', '}', ':', ' ', '\n', '-', '!!', 'x', '"', "'", '#', '|', '>') }),
      );
      fc.assert(
        fc.property(frontMatter, fc.string(), (matter, body) => loadWith(`---\n${matter}\n---\n${body}`)),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
