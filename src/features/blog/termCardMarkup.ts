/** A card's element id is this and its term's id. */
export const CARD_ID_PREFIX = 'term-card-';
