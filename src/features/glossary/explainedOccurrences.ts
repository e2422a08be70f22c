import { RuleType } from 'markdown-to-jsx/react';
import type { GlossaryCard } from '@/api/models';
import { childrenOf, markdownTree, runsOf } from '@/lib/markdownTree';
import type { MarkdownNode } from '@/lib/markdownTree';
import { termMatcher } from './termMatcher';
import type { TermMatch } from './termMatcher';

/** Where a term is not explained: its words are a heading's, a link's, or a table's. */
export const NOT_RUNNING_TEXT: ReadonlySet<RuleType> = new Set([RuleType.heading, RuleType.link, RuleType.table]);

const textOf = (node: MarkdownNode): string =>
  node.type === RuleType.text || node.type === RuleType.codeInline ? node.text : childrenOf(node).map(textOf).join('');

/** "Further reading" opens a bibliography, up to the next heading, where a title's words are not explained. */
export const opensFurtherReading = (heading: MarkdownNode): boolean => /^further reading$/iu.test(textOf(heading).trim());

/** Finds, text by text in a body's order, each term at its first use only; one instance per body. */
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

/** A term a body explains, its words there, and what stands around them (for a person to confirm). */
export interface ExplainedOccurrence {
  readonly id: string;
  readonly text: string;
  /** The italics the words are in, whole (a book's title), if any. */
  readonly italics?: string;
  /** The block's text before the words, and after them in the same run of text. */
  readonly before: string;
  readonly after: string;
}

/** What came before in one of these blocks is not before the next. */
const BLOCKS: ReadonlySet<RuleType> = new Set([RuleType.paragraph, RuleType.blockQuote, RuleType.orderedList, RuleType.unorderedList]);

/** The terms a body explains, as the page does, for `content:check`: no reader is sent to a card by an English word. */
export function explainedOccurrences(markdown: string, cards: readonly GlossaryCard[]): ExplainedOccurrence[] {
  const find = firstUses(cards);
  const found: ExplainedOccurrence[] = [];
  let furtherReading = false;
  let italics: string | undefined;
  let before = '';
  const visit = (node: MarkdownNode): void => {
    if (node.type === RuleType.heading) furtherReading = opensFurtherReading(node);
    if (NOT_RUNNING_TEXT.has(node.type)) {
      before += textOf(node);
      return;
    }
    if (node.type === RuleType.text) {
      for (const match of furtherReading ? [] : find(node.text)) {
        found.push({
          id: match.id,
          text: node.text.slice(match.start, match.end),
          ...(italics !== undefined && { italics }),
          before: before + node.text.slice(0, match.start),
          after: node.text.slice(match.end),
        });
      }
      before += node.text;
      return;
    }
    if (BLOCKS.has(node.type)) {
      for (const run of runsOf(node)) {
        before = '';
        run.forEach(visit);
      }
      before = '';
      return;
    }
    const outer = italics;
    if (node.type === RuleType.textFormatted && node.tag === 'em') italics = textOf(node);
    childrenOf(node).forEach(visit);
    italics = outer;
  };
  markdownTree(markdown).forEach(visit);
  return found;
}
