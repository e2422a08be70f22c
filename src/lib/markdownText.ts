import { parseVerse, VERSE_FENCE } from './quotedVerse';

/**
 * The body with each verse as words to read and search: its reference, its IAST and its translation. The Devanagari
 * goes: it spells the IAST again, with the words that sandhi joins run together (`tattvamasi` for `tat tvam asi`).
 */
export function versesAsText(markdown: string): string {
  return markdown.replace(VERSE_FENCE, (block, _fence, infoString: string, text: string) => {
    const parse = parseVerse(infoString, text);
    return 'verse' in parse ? [parse.verse.label, parse.verse.iast.join('\n'), parse.verse.translation].join('\n\n') : block;
  });
}

/**
 * The words of a markdown body, as plain text for the search index: link and image targets, HTML tags,
 * code fences' markers and emphasis go; link texts, headings, list items and code stay as words; a verse is its
 * reference, IAST and translation.
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
