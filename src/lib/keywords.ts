/** A comma-separated keyword string as a list: each trimmed, empties and repeats dropped. */
export function splitKeywords(value: string | null | undefined): string[] {
  const keywords = (value ?? '').split(',').map((keyword) => keyword.trim());
  return [...new Set(keywords.filter(Boolean))];
}
