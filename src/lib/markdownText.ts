import { RuleType } from 'markdown-to-jsx/react';
import { childrenOf, infoStringOf, markdownTree, runsOf, type MarkdownNode } from './markdownTree';
import { parseVerse, VERSE_BLOCK } from './quotedVerse';

/** A verse as its reference and translation: readers find a verse by those, not its Sanskrit (search-engine.md). */
function codeBlockWords(node: Extract<MarkdownNode, { type: typeof RuleType.codeBlock }>): string {
  if (node.lang !== VERSE_BLOCK) return node.text;
  const parse = parseVerse(infoStringOf(node), node.text);
  return 'verse' in parse ? `${parse.verse.label} ${parse.verse.translation}` : node.text;
}

/** A heading closed as a sentence, so the text after it reads apart. */
const asSentence = (text: string) => (text === '' || /[.!?:;…]$/.test(text) ? text : `${text}.`);

/** What a node says, as the page shows it: blocks apart by a space, inline runs joined. */
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
    case RuleType.orderedList:
    case RuleType.unorderedList:
    case RuleType.table:
      return runsOf(node)
        .map((run) => ` ${run.map(words).join('')} `)
        .join('');
    default:
      return childrenOf(node).map(words).join('');
  }
}

/** The text of inline nodes as the page shows it (a heading's, for the table of contents). */
export const inlineText = (nodes: readonly MarkdownNode[]): string => nodes.map(words).join('').replace(/\s+/g, ' ').trim();

/** A body's words as a reader sees them (no link targets, tags or markers), for search, the glossary and passages. */
export function markdownText(markdown: string): string {
  return markdownTree(markdown).map(words).join(' ').replace(/\s+/g, ' ').trim();
}
