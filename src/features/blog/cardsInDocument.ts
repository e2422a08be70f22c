import type { GlossaryCard } from '@/api/models';
import { CARD_FIELD, CARD_ID_PREFIX } from './termCardMarkup';

/**
 * The cards a prerendered post shows, read back from its markup: the page carries each card once, in its HTML, not a
 * second time in its state. Each card's spellings are the one word its button shows, which is where the build found
 * the term first, so the browser's render finds every term where the build did. The definitions are not in the
 * markup: they come with the post's reading file, asked for again once the page is React's.
 */
export function cardsInDocument(root: ParentNode): GlossaryCard[] {
  return [...root.querySelectorAll(`[popover][id^="${CARD_ID_PREFIX}"]`)].map((card) => {
    const field = (name: string) => card.querySelector(`[${CARD_FIELD}="${name}"]`)?.textContent ?? '';
    return {
      id: card.id.slice(CARD_ID_PREFIX.length),
      iast: field('iast'),
      devanagari: field('devanagari'),
      pronunciation: field('pronunciation'),
      definition: '',
      spellings: [card.previousElementSibling?.textContent ?? ''],
    };
  });
}
