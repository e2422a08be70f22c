import { verseBlocks } from './quotedVerse';

/**
 * The body with each verse as words to read and search: its reference and its translation. The Devanagari and the
 * IAST go: readers find a verse by its reference or by what it says, and its Sanskrit words would grow the index of
 * 1,000 posts by a fortieth (`npm run bench`).
 */
export function versesAsText(markdown: string): string {
  const lines = markdown.split('\n');
  const result: string[] = [];
  let next = 0;
  for (const block of verseBlocks(lines)) {
    if (!('verse' in block)) continue;
    for (let line = next; line < block.start; line += 1) result.push(lines[line] ?? '');
    result.push(`${block.verse.label}\n\n${block.verse.translation}`);
    next = block.end + 1;
  }
  for (let line = next; line < lines.length; line += 1) result.push(lines[line] ?? '');
  return result.join('\n');
}

/**
 * The words of a markdown body, as plain text for the search index: link and image targets, HTML tags,
 * code fences' markers and emphasis go; link texts, headings, list items and code stay as words; a verse is its
 * reference and translation.
 */
export function markdownText(markdown: string): string {
  return versesAsText(markdown)
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
