/** Words an adult reads in a minute, for the reading-time estimate. */
const WORDS_PER_MINUTE = 220;

/** Minutes a markdown body takes to read, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/[#>*_`[\]()!-]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
