/**
 * A post's markdown read once, by the parser that renders it (markdown-to-jsx), for everything else that reads its
 * structure: its verses (src/lib/quotedVerse.ts), its words for search, the glossary and the feeds
 * (src/lib/markdownText.ts). The renderer (src/features/blog/MarkdownBody.tsx) parses with the same options.
 */
import { parser, RuleType } from 'markdown-to-jsx/react';
import type { MarkdownToJSX } from 'markdown-to-jsx/react';

export type MarkdownNode = MarkdownToJSX.ASTNode;

/** The options that decide what the parse finds; rendering adds its own (links, headings' ids, overrides). */
export const MARKDOWN_PARSE_OPTIONS = {
  // Raw HTML is parsed, then kept only as the allow-list of src/features/blog/rawHtml.tsx says.
  disableParsingRawHTML: false,
  // GFM's tag filter (the default): `<script>`, `<iframe>`, `<style>`... never parse as tags at all.
  tagfilter: true,
  // A one-paragraph body is still a paragraph, not a bare span.
  forceBlock: true,
} as const satisfies MarkdownToJSX.Options;

export const markdownTree = (markdown: string): MarkdownNode[] => parser(markdown, MARKDOWN_PARSE_OPTIONS);

/** The nodes a node holds, whatever its kind keeps them in: children, a list's items, a table's header and cells. */
export function childrenOf(node: MarkdownNode): MarkdownNode[] {
  switch (node.type) {
    case RuleType.orderedList:
    case RuleType.unorderedList:
      return node.items.flat();
    case RuleType.table:
      return [...node.header.flat(), ...node.cells.flat(2)];
    default:
      return 'children' in node && Array.isArray(node.children) ? node.children : [];
  }
}

/** A fenced code block's info string after its language (```` ```verse BG 2.47 ````: `BG 2.47`). */
export function infoStringOf(node: MarkdownToJSX.CodeBlockNode): string {
  // The parser keeps it; markdown-to-jsx 9's types do not name it.
  const { infoString } = node as { infoString?: unknown };
  return typeof infoString === 'string' ? infoString : '';
}

/** Every fenced code block of a tree, in document order, wherever it stands (a list item, a quotation). */
export function codeBlocksOf(nodes: readonly MarkdownNode[]): MarkdownToJSX.CodeBlockNode[] {
  return nodes.flatMap((node) => (node.type === RuleType.codeBlock ? [node] : codeBlocksOf(childrenOf(node))));
}
