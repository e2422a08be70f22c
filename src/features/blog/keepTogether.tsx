import type { ReactNode } from 'react';
import { RuleType } from 'markdown-to-jsx/react';
import type { MarkdownToJSX } from 'markdown-to-jsx/react';
import { childrenOf, type MarkdownNode } from '@/lib/markdownTree';
import * as styles from './TermCard.module.scss';

/*
 * A term's button is a box in the line, and a line may break on either side of a box, even after an opening bracket:
 * "(" was left alone at a line's end before "darshanas". So an opening bracket or quote, a short inline run after it
 * and the closing marks after that are kept on one line.
 */

/** Opening marks that never end a line; closing marks that never start one (with the punctuation after them). */
export const OPENING_MARKS = /[([{“‘]+$/u;
export const CLOSING_MARKS = /^[)\]}”’]+[.,;:!?]?/u;

/** The longest inline run (`*darshanas*`, a link) kept on one line with its brackets: a phrase, never a sentence. */
const MAX_KEPT_LENGTH = 40;

/** A group the renderer draws as one unbreakable span: marked by a symbol, which no markdown can write. */
const KEPT_TOGETHER = Symbol('kept together');
type KeptGroup = MarkdownToJSX.HTMLNode & { [KEPT_TOGETHER]: true };

/** The words and the marks that stay together, as one span that does not wrap inside. */
export function KeepTogether({ children }: { readonly children: ReactNode }) {
  return <span className={styles.together}>{children}</span>;
}

type RenderRule = NonNullable<MarkdownToJSX.Options['renderRule']>;

/** Wraps `renderRule` to draw the groups `keepBracketsTogether` made. */
export function renderKeptTogether(renderRule: RenderRule): RenderRule {
  return (next, node, renderChildren, state) =>
    KEPT_TOGETHER in node && node.type === RuleType.htmlBlock ? (
      <KeepTogether key={state.key}>{renderChildren(node.children ?? [], state)}</KeepTogether>
    ) : (
      renderRule(next, node, renderChildren, state)
    );
}

const isShortInline = (node: MarkdownNode | undefined): node is MarkdownNode =>
  node !== undefined &&
  (node.type === RuleType.textFormatted || node.type === RuleType.link || node.type === RuleType.codeInline) &&
  textLength(node) <= MAX_KEPT_LENGTH;

function textLength(node: MarkdownNode): number {
  if (node.type === RuleType.text || node.type === RuleType.codeInline) return node.text.length;
  return childrenOf(node).reduce((sum, child) => sum + textLength(child), 0);
}

const text = (value: string): MarkdownNode => ({ type: RuleType.text, text: value });

/** `… (` `*darshanas*` `), …` → `…`, a group of `(`, `*darshanas*` and `),`, then ` …`: in every run of the tree, in place. */
export function keepBracketsTogether(nodes: MarkdownNode[]): void {
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (node === undefined) continue;
    if (node.type === RuleType.orderedList || node.type === RuleType.unorderedList) {
      node.items.forEach(keepBracketsTogether);
      continue;
    }
    if (node.type === RuleType.table) {
      [...node.header, ...node.cells.flat()].forEach(keepBracketsTogether);
      continue;
    }
    if ('children' in node && Array.isArray(node.children)) keepBracketsTogether(node.children);
    const inline = nodes[index + 1];
    const opening = node.type === RuleType.text ? OPENING_MARKS.exec(node.text)?.[0] : undefined;
    if (node.type !== RuleType.text || !opening || !isShortInline(inline)) continue;
    const after = nodes[index + 2];
    const closing = after?.type === RuleType.text ? (CLOSING_MARKS.exec(after.text)?.[0] ?? '') : '';
    const group: KeptGroup = {
      type: RuleType.htmlBlock,
      tag: 'span',
      attrs: {},
      children: [text(opening), inline, ...(closing ? [text(closing)] : [])],
      [KEPT_TOGETHER]: true,
    };
    if (after?.type === RuleType.text && closing) after.text = after.text.slice(closing.length);
    node.text = node.text.slice(0, -opening.length);
    nodes.splice(index + 1, 1, group);
    index += 1;
  }
}
