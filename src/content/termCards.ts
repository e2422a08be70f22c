/** The words of a post's explained terms (their text is the glossary's). */
export const termCardText = {
  say: 'Say',
  inGlossary: 'More in the glossary',
} as const;
