// A post's markdown parsed by the parser that renders it (markdown-to-jsx), for all else that reads its structure.
import { parser, RuleType } from 'markdown-to-jsx/react';
import type { MarkdownToJSX } from 'markdown-to-jsx/react';
import { curlQuotes } from './typography';

export type MarkdownNode = MarkdownToJSX.ASTNode;

/** How the renderer draws a node: the blog's rules each wrap the next. */
export type RenderRule = NonNullable<MarkdownToJSX.Options['renderRule']>;

/** The options that decide what the parse finds; the renderer adds its own. */
export const MARKDOWN_PARSE_OPTIONS = {
  // Raw HTML is parsed, then kept only as the allow-list of src/features/blog/rawHtml.tsx says.
  disableParsingRawHTML: false,
  // GFM's tag filter: `<script>`, `<iframe>`, `<style>`... never parse as tags.
  tagfilter: true,
  // A one-paragraph body is still a paragraph, not a bare span.
  forceBlock: true,
} as const satisfies MarkdownToJSX.Options;

/** A body's tree, its text's quotes typographic (code, verses and URLs keep what was written). */
export function markdownTree(markdown: string, options: MarkdownToJSX.Options = MARKDOWN_PARSE_OPTIONS): MarkdownNode[] {
  const tree = parser(markdown, options);
  curlQuotesIn(tree, '');
  return tree;
}

/** Curls quotes in place: inline text carries the last character across emphasis and links (`*Brahman*"` closes). */
function curlQuotesIn(nodes: readonly MarkdownNode[], start: string): string {
  let before = start;
  for (const node of nodes) {
    switch (node.type) {
      case RuleType.text:
        node.text = curlQuotes(node.text, before);
        before = node.text.slice(-1) || before;
        break;
      case RuleType.codeInline:
        before = node.text.slice(-1) || before;
        break;
      case RuleType.breakLine:
        before = '\n';
        break;
      case RuleType.image:
        // An image stands in the line like a word.
        before = '\uFFFC';
        break;
      case RuleType.textFormatted:
      case RuleType.link:
      case RuleType.htmlBlock:
      case RuleType.htmlSelfClosing:
        before = curlQuotesIn(childrenOf(node), before);
        break;
      default:
        for (const run of runsOf(node)) curlQuotesIn(run, '');
        before = '';
    }
  }
  return before;
}

/** The runs of text a node holds, each read on its own: a list's items, a table's cells, or its children. */
export function runsOf(node: MarkdownNode): MarkdownNode[][] {
  switch (node.type) {
    case RuleType.orderedList:
    case RuleType.unorderedList:
      return node.items;
    case RuleType.table:
      return [...node.header, ...node.cells.flat()];
    default:
      return ['children' in node && Array.isArray(node.children) ? node.children : []];
  }
}

/** The nodes a node holds, its runs one after another. */
export const childrenOf = (node: MarkdownNode): MarkdownNode[] => runsOf(node).flat();

/** A fenced code block's info string after its language (```` ```verse BG 2.47 ````: `BG 2.47`). */
export function infoStringOf(node: MarkdownToJSX.CodeBlockNode): string {
  // markdown-to-jsx 9's types do not name it.
  const { infoString } = node as { infoString?: unknown };
  return typeof infoString === 'string' ? infoString : '';
}

/** Every fenced code block of a tree, in document order, wherever it stands (a list item, a quotation). */
export function codeBlocksOf(nodes: readonly MarkdownNode[]): MarkdownToJSX.CodeBlockNode[] {
  return nodes.flatMap((node) => (node.type === RuleType.codeBlock ? [node] : codeBlocksOf(childrenOf(node))));
}
