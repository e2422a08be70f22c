import { RuleType } from 'markdown-to-jsx/react';
import { childrenOf, infoStringOf, markdownTree, type MarkdownNode } from './markdownTree';
import { parseVerse, VERSE_BLOCK } from './quotedVerse';

/**
 * A verse as words to read and search: its reference and its translation. The Devanagari and the IAST go: readers
 * find a verse by its reference or by what it says, and its Sanskrit words would grow the index of 1,000 posts by a
 * fortieth (`npm run bench`). A block that does not read as a verse is its text, as the page shows it.
 */
function codeBlockWords(node: Extract<MarkdownNode, { type: typeof RuleType.codeBlock }>): string {
  if (node.lang !== VERSE_BLOCK) return node.text;
  const parse = parseVerse(infoStringOf(node), node.text);
  return 'verse' in parse ? `${parse.verse.label} ${parse.verse.translation}` : node.text;
}

/** A heading closed as a sentence, so the text after it reads apart: "Brahman and Atman. Brahman is…". */
const asSentence = (text: string) => (text === '' || /[.!?:;…]$/.test(text) ? text : `${text}.`);

/** What a node says, as the page shows it; blocks (and raw HTML's tags) apart by a space, inline runs joined. */
function words(node: MarkdownNode): string {
  switch (node.type) {
    case RuleType.text:
    case RuleType.codeInline:
      return node.text;
    case RuleType.codeBlock:
      return ` ${codeBlockWords(node)} `;
    case RuleType.image:
      return node.alt ?? '';
    case RuleType.heading:
      return ` ${asSentence(childrenOf(node).map(words).join('').trim())} `;
    case RuleType.paragraph:
    case RuleType.htmlBlock:
      return ` ${childrenOf(node).map(words).join('')} `;
    case RuleType.orderedList:
    case RuleType.unorderedList:
      return node.items.map((item) => ` ${item.map(words).join('')} `).join('');
    case RuleType.table:
      return [...node.header, ...node.cells.flat()].map((cell) => ` ${cell.map(words).join('')} `).join('');
    default:
      return childrenOf(node).map(words).join('');
  }
}

/** The text of inline nodes as the page shows it (a heading's, for the table of contents). */
export const inlineText = (nodes: readonly MarkdownNode[]): string => nodes.map(words).join('').replace(/\s+/g, ' ').trim();

/**
 * The words of a markdown body as a reader sees them, for the search index, the glossary's count of the terms a post
 * uses and a search result's passage: link texts, headings, list items, table cells, code and images' alt texts stay;
 * link targets, raw HTML's tags and the markers of emphasis, lists and fences go; a verse is its reference and
 * translation. Read by the parser that renders the page (src/lib/markdownTree.ts).
 */
export function markdownText(markdown: string): string {
  return markdownTree(markdown).map(words).join(' ').replace(/\s+/g, ' ').trim();
}
