const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'March 5, 2024' in UTC (the author's day in any time zone), without `Intl`, whose first formatter holds a slow phone. */
export function formatLongDate(value: string): string | null {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  const date = new Date(dayOnly ? `${value.trim()}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${year > 0 ? year : 1 - year}`;
}
