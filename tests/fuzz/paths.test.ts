import path from 'node:path';
import fc from 'fast-check';
import { pathInside, unsafeSlugReason } from '../../scripts/outputPath';
import { parsePageParam } from '@/lib/pageItems';
import { postPath, slugFromPath } from '@/lib/postPath';
import { decodeOrKeep } from '@/lib/pathSegment';
import { growthRatio, LINEAR, repeatedTo } from '../support/growth';
import { FUZZ_TIMEOUT_MS, fuzzParameters, ONE_MB } from './settings';

const anySlug = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('.', '/', '\\', '%', '2', 'F', 'a', '\u0000', ' ', 'é', '\ud800', '\udc00') }),
);

/** The slug a URL can carry: lone surrogates as U+FFFD (Node's own `toWellFormed`, an oracle apart from the code under test). */
const wellFormed = (text: string) => (text as unknown as { toWellFormed(): string }).toWellFormed();

describe('the page and slug parsers (fuzzed)', () => {
  it(
    '?page= is always a whole page number from 1 up',
    () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.integer().map(String), fc.constant(null)), (value) => {
          const page = parsePageParam(value);
          expect(Number.isSafeInteger(page) && page >= 1).toBe(true);
        }),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'every slug survives the trip into a post URL and back, exactly; no path throws',
    () => {
      fc.assert(
        fc.property(anySlug, fc.string(), (slug, pathname) => {
          if (slug !== '') expect(slugFromPath(postPath(slug))).toBe(wellFormed(slug));
          expect(() => slugFromPath(pathname)).not.toThrow();
          expect(() => decodeOrKeep(pathname)).not.toThrow();
        }),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it('read a megabyte in time in proportion to it (against 10 KB)', () => {
    expect(growthRatio((length) => `/blog/${repeatedTo('a', length)}/x`, slugFromPath, ONE_MB)).toBeLessThan(LINEAR);
    expect(growthRatio((length) => repeatedTo('9', length), parsePageParam, ONE_MB)).toBeLessThan(LINEAR);
  });
});

describe('where the prerenderer writes (fuzzed)', () => {
  it(
    'a slug it accepts is one folder name inside the build folder, whatever the slug',
    () => {
      const dist = path.resolve('/tmp/site/dist');
      fc.assert(
        fc.property(anySlug, (slug) => {
          if (unsafeSlugReason(slug) !== undefined) return;
          const target = pathInside(dist, path.join('blog', slug, 'index.html'));
          expect(path.dirname(path.dirname(target))).toBe(path.join(dist, 'blog'));
        }),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
