import { formatLongDate } from '@/lib/date';

describe('formatLongDate', () => {
  it.each([
    ['2024-03-05', 'March 5, 2024'],
    ['2024-12-31', 'December 31, 2024'],
    ['2025-01-01', 'January 1, 2025'],
    [' 2026-11-21 ', 'November 21, 2026'],
    ['2024-03-05T23:30:00Z', 'March 5, 2024'],
    ['2024-03-05T23:30:00-05:00', 'March 6, 2024'],
    ['2024-02-29', 'February 29, 2024'],
    ['', null],
    ['not a date', null],
    ['2024-13-45', null],
  ])('%p → %p', (value, expected) => {
    expect(formatLongDate(value)).toBe(expected);
  });

  it('says what en-US Intl.DateTimeFormat says (dateStyle long, UTC), for every month and far-off years', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    const instants = [
      new Date('0000-01-01T00:00:00Z').getTime(),
      new Date('-000001-06-01T00:00:00Z').getTime(),
      new Date('0099-03-05T00:00:00Z').getTime(),
      new Date('+012345-07-04T12:00:00Z').getTime(),
      new Date('1969-12-31T23:59:59.999Z').getTime(),
      ...Array.from({ length: 400 }, (_, i) => Date.UTC(1900 + i, i % 12, (i % 28) + 1, i % 24)),
    ];
    for (const instant of instants) {
      const iso = new Date(instant).toISOString();
      expect([iso, formatLongDate(iso)]).toEqual([iso, intl.format(instant)]);
    }
  });
});
