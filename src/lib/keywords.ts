/** A comma-separated keyword string as a list: each trimmed, empties and repeats dropped. */
export function splitKeywords(value: string | null | undefined): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  for (const keyword of value.split(',')) {
    const trimmed = keyword.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}
