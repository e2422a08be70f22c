/**
 * The words of a markdown body, as plain text for the search index: link and image targets, HTML tags,
 * code fences' markers and emphasis go; link texts, headings, list items and code stay as words.
 */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
