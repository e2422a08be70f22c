import { readingMinutes } from '@/lib/readingTime';

describe('readingMinutes', () => {
  it.each([
    ['', 1],
    ['One short line.', 1],
    ['word '.repeat(220), 1],
    ['word '.repeat(660), 3],
    [`## Heading\n\n> ${'quoted '.repeat(400)}\n\n- ${'item '.repeat(480)}`, 4],
  ])('%#: %i minute(s)', (markdown, minutes) => {
    expect(readingMinutes(markdown)).toBe(minutes);
  });
});
