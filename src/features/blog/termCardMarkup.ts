/** A card's element id is this and its term's id. */
export const CARD_ID_PREFIX = 'term-card-';

/** Names the parts of a card, so the browser can read a prerendered page's cards back (`cardsInDocument`). */
export const CARD_FIELD = 'data-term';
