const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'March 5, 2024', read and printed in UTC so every reader sees the day the author wrote, whatever their time zone.
 * Written out rather than asked of `Intl.DateTimeFormat`, whose first formatter holds a slow phone's main thread
 * for about 60 ms as a post's code loads (`npm run bench`: mobile TBT). It says exactly what en-US `dateStyle:
 * 'long'` says, years before 1 included (no era: 1 BC is '1'); tests/lib/date.test.ts compares the two.
 */
export function formatLongDate(value: string): string | null {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  const date = new Date(dayOnly ? `${value.trim()}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${year > 0 ? year : 1 - year}`;
}
