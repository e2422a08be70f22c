import { formatLongDate } from '@/lib/date';

describe('formatLongDate', () => {
  it.each([
    ['2024-03-05', 'March 5, 2024'],
    ['2024-12-31', 'December 31, 2024'],
    ['2025-01-01', 'January 1, 2025'],
    [' 2026-11-21 ', 'November 21, 2026'],
    ['2024-03-05T23:30:00Z', 'March 5, 2024'],
    ['', null],
    ['not a date', null],
    ['2024-13-45', null],
  ])('%p → %p', (value, expected) => {
    expect(formatLongDate(value)).toBe(expected);
  });
});
