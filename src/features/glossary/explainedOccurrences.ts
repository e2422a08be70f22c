import { RuleType } from 'markdown-to-jsx/react';
import type { GlossaryCard } from '@/api/models';
import { childrenOf, markdownTree } from '@/lib/markdownTree';
import type { MarkdownNode } from '@/lib/markdownTree';
import { termMatcher } from './termMatcher';
import type { TermMatch } from './termMatcher';

/** Where a term is not explained: its words are a heading's, a link's, or a table's. */
export const NOT_RUNNING_TEXT: ReadonlySet<RuleType> = new Set([RuleType.heading, RuleType.link, RuleType.table]);

/**
 * Finds, text by text in a body's order, each of `cards`' terms at its first use only: earlier in the body, or earlier
 * in the same text. One instance per body: it remembers which terms it has explained.
 */
export function firstUses(cards: readonly GlossaryCard[]): (text: string) => TermMatch[] {
  const find = termMatcher(cards);
  const explained = new Set<string>();
  return (text) =>
    find(text).filter((match) => {
      if (explained.has(match.id)) return false;
      explained.add(match.id);
      return true;
    });
}

/** A term a body explains, and the words that name it there. */
export interface ExplainedOccurrence {
  readonly id: string;
  readonly text: string;
}

/**
 * The terms a body explains, in order, with the words each is explained at: its first use in running text, as the
 * page renders it (src/features/blog/explainedTerms.tsx). `content:check` reports them, so a reader is never sent to a
 * card by an English word.
 */
export function explainedOccurrences(markdown: string, cards: readonly GlossaryCard[]): ExplainedOccurrence[] {
  const find = firstUses(cards);
  const found: ExplainedOccurrence[] = [];
  const visit = (node: MarkdownNode): void => {
    if (NOT_RUNNING_TEXT.has(node.type)) return;
    if (node.type === RuleType.text) {
      for (const match of find(node.text)) found.push({ id: match.id, text: node.text.slice(match.start, match.end) });
      return;
    }
    childrenOf(node).forEach(visit);
  };
  markdownTree(markdown).forEach(visit);
  return found;
}
