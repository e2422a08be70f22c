/** The words of a verse's word-by-word gloss. */
export const verseGlossText = {
  summary: 'Word by word',
} as const;
