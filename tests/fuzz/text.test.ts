import fc from 'fast-check';
import { headingId, stripLinks } from '@/features/blog/readingAids';
import { formatLongDate } from '@/lib/date';
import { splitKeywords } from '@/lib/keywords';
import { readingMinutes } from '@/lib/readingTime';
import { growthRatio, LINEAR, repeatedTo } from '../support/growth';
import { FUZZ_TIMEOUT_MS, fuzzParameters, motif, ONE_MB } from './settings';

/** Markdown-ish text: the characters headings, links and emphasis are made of, and anything else. */
const markdownish = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom('#', ' ', '\t', '\n', '[', ']', '(', ')', '*', '_', '`', '~', 'a', 'é', '-', '`', '\r') }),
  fc
    .array(fc.tuple(fc.constantFrom('# ', '## ', '### ', '```\n', ''), fc.string()))
    .map((lines) => lines.map(([mark, text]) => mark + text).join('\n')),
);

const BACKTRACKING_ALPHABET = ['#', ' ', '\t', '[', ']', '(', ')', 'a', '*', '-', '\n', ','];

describe("headings' ids (fuzzed)", () => {
  it(
    'never throw; an id is lower-case words and hyphens, and a link-free text is never longer',
    () => {
      fc.assert(
        fc.property(markdownish, (markdown) => {
          expect(headingId(markdown)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
          expect(stripLinks(markdown).length).toBeLessThanOrEqual(markdown.length);
        }),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'takes time in proportion to the body: any repeated motif, as a heading and as text, a megabyte against 10 KB',
    () => {
      fc.assert(
        fc.property(motif(BACKTRACKING_ALPHABET), fc.constantFrom('', 'b', '#', ')', ']'), (pattern, tail) => {
          const body = (length: number) => repeatedTo(pattern, length, tail);
          expect(growthRatio(body, headingId, ONE_MB)).toBeLessThan(LINEAR);
        }),
        { ...fuzzParameters, numRuns: 15 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('reading time, keywords and dates (fuzzed)', () => {
  it(
    'never throw: minutes are a whole number of at least 1, keywords are trimmed, distinct and comma-free, a date is long US English or null',
    () => {
      fc.assert(
        fc.property(markdownish, (text) => {
          const minutes = readingMinutes(text);
          expect(Number.isInteger(minutes) && minutes >= 1).toBe(true);
          const keywords = splitKeywords(text);
          expect(new Set(keywords).size).toBe(keywords.length);
          for (const keyword of keywords) {
            expect(keyword).toBe(keyword.trim());
            expect(keyword).not.toBe('');
            expect(keyword).not.toContain(',');
          }
          const date = formatLongDate(text);
          if (date !== null) expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, -?\d+$/);
        }),
        fuzzParameters,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'take time in proportion to their input: a megabyte against 10 KB',
    () => {
      fc.assert(
        fc.property(motif(BACKTRACKING_ALPHABET), (pattern) => {
          const text = (length: number) => repeatedTo(pattern, length, 'x');
          expect(growthRatio(text, readingMinutes, ONE_MB)).toBeLessThan(LINEAR);
          expect(growthRatio(text, splitKeywords, ONE_MB)).toBeLessThan(LINEAR);
          expect(growthRatio((length) => `2025-01-01${text(length)}`, formatLongDate, ONE_MB)).toBeLessThan(LINEAR);
        }),
        { ...fuzzParameters, numRuns: 10 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
