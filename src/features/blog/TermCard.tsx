import type { ReactNode } from 'react';
import type { GlossaryCard } from '@/api/models';
import { EmphasisedText } from '@/components/EmphasisedText';
import { termCardText } from '@/content/termCards';
import * as styles from './TermCard.module.scss';
import { Sanskrit } from '@/components/Sanskrit';

/** A card's element id is this and its term's id. */
export const CARD_ID_PREFIX = 'term-card-';

/** The address of a term on the glossary page. */
export const glossaryEntryPath = (id: string) => `/glossary#${id}`;

/** A term in a post: a button opening its card as a popover, at first paint, in the top layer (docs/decisions/term-cards.md). */
export function TermCard({ card, children }: { readonly card: GlossaryCard; readonly children: ReactNode }) {
  const id = `${CARD_ID_PREFIX}${card.id}`;
  return (
    <>
      <button type="button" className={styles.button} popoverTarget={id}>
        {children}
      </button>
      <span id={id} popover="auto" className={styles.card}>
        <span className={styles.line}>
          <Sanskrit className={styles.devanagari} besideIast>
            {card.devanagari}
          </Sanskrit>{' '}
          <span lang="sa-Latn" className={styles.iast}>
            {card.iast}
          </span>
        </span>
        <span className={styles.line}>
          {`${termCardText.say}: `}
          <b>{card.pronunciation}</b>
        </span>
        {card.definition !== '' && (
          <span className={styles.line}>
            <EmphasisedText text={card.definition} />
          </span>
        )}
        <a href={glossaryEntryPath(card.id)} className={styles.more}>
          {termCardText.inGlossary}
        </a>
      </span>
    </>
  );
}

/** The same term where a card cannot open (a feed reader): a plain link to its glossary entry. */
export function TermLink({ card, children }: { readonly card: GlossaryCard; readonly children: ReactNode }) {
  return (
    <a href={glossaryEntryPath(card.id)} title={card.iast}>
      {children}
    </a>
  );
}
