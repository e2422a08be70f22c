import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { RuleType } from 'markdown-to-jsx/react';
import type { GlossaryCard } from '@/api/models';
import { sanskritRuns } from '@/components/SanskritRuns';
import type { RenderRule } from '@/lib/markdownTree';
import { firstUses, NOT_RUNNING_TEXT, opensFurtherReading } from '@/features/glossary/explainedOccurrences';
import { CLOSING_MARKS, OPENING_MARKS } from './keepTogether';
import { TermCard, TermLink } from './TermCard';
import * as styles from './TermCard.module.scss';

/** A card on the page, a link to the glossary in a feed. */
export type TermsAs = 'cards' | 'links';

/** Marks the body's Devanagari as Sanskrit and explains each term's first use in running text; one instance per render. */
export function explainTerms(cards: readonly GlossaryCard[], as: TermsAs, renderRule: RenderRule): RenderRule {
  const find = firstUses(cards);
  const byId = new Map(cards.map((card) => [card.id, card]));
  let outside = 0;
  // Rendered in the body's order: the headings before a text say whether it is in Further reading.
  let furtherReading = false;
  const Explained = as === 'cards' ? TermCard : TermLink;

  return (next, node, renderChildren, state) => {
    if (node.type === RuleType.heading) furtherReading = opensFurtherReading(node);
    if (NOT_RUNNING_TEXT.has(node.type)) {
      outside += 1;
      try {
        return renderRule(next, node, renderChildren, state);
      } finally {
        outside -= 1;
      }
    }
    if (node.type !== RuleType.text) return renderRule(next, node, renderChildren, state);
    const matches = outside > 0 || furtherReading ? [] : find(node.text);
    if (matches.length === 0) return <Fragment key={state.key}>{sanskritRuns(node.text)}</Fragment>;
    const parts: ReactNode[] = [];
    let last = 0;
    for (const { id, start, end } of matches) {
      const card = byId.get(id);
      if (!card) continue;
      const before = node.text.slice(last, start);
      // "(darshanas)": the brackets stay on the term's line (keepTogether.tsx).
      const opening = OPENING_MARKS.exec(before)?.[0] ?? '';
      const closing = CLOSING_MARKS.exec(node.text.slice(end))?.[0] ?? '';
      const term = (
        <Explained key={start} card={card}>
          {node.text.slice(start, end)}
        </Explained>
      );
      parts.push(
        sanskritRuns(before.slice(0, before.length - opening.length)),
        opening || closing ? (
          <span key={start} className={styles.together}>
            {opening}
            {term}
            {closing}
          </span>
        ) : (
          term
        ),
      );
      last = end + closing.length;
    }
    parts.push(sanskritRuns(node.text.slice(last)));
    return <Fragment key={state.key}>{parts}</Fragment>;
  };
}
