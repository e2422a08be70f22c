const longUsDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'March 5, 2024', read and printed in UTC so every reader sees the day the author wrote, whatever their time zone. */
export function formatLongDate(value: string): string | null {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  const date = new Date(dayOnly ? `${value.trim()}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : longUsDate.format(date);
}
