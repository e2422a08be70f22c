import { RuleType } from 'markdown-to-jsx/react';
import { runsOf, type MarkdownNode } from '@/lib/markdownTree';

// A line may break on either side of a term's button, even after "(": the marks go with it in one span.

/** Opening marks that never end a line; closing marks that never start one (with the punctuation after them). */
export const OPENING_MARKS = /[([{“‘]+$/u;
export const CLOSING_MARKS = /^[)\]}”’]+[.,;:!?]?/u;

/** `(*darshanas*)`: the marks move inside the emphasis, into the word's text, so explainTerms keeps them with it. */
export function keepMarksWithEmphasis(nodes: readonly MarkdownNode[]): void {
  nodes.forEach((node, index) => {
    runsOf(node).forEach(keepMarksWithEmphasis);
    if (node.type !== RuleType.textFormatted) return;
    const [first] = node.children;
    const last = node.children.at(-1);
    const before = nodes[index - 1];
    const after = nodes[index + 1];
    if (first?.type !== RuleType.text || last?.type !== RuleType.text) return;
    const opening = before?.type === RuleType.text ? (OPENING_MARKS.exec(before.text)?.[0] ?? '') : '';
    const closing = after?.type === RuleType.text ? (CLOSING_MARKS.exec(after.text)?.[0] ?? '') : '';
    if (before?.type === RuleType.text && opening) {
      before.text = before.text.slice(0, -opening.length);
      first.text = opening + first.text;
    }
    if (after?.type === RuleType.text && closing) {
      after.text = after.text.slice(closing.length);
      last.text += closing;
    }
  });
}
