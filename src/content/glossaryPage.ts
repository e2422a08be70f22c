/** The glossary page's words (its terms are content: `content/glossary/`). */
export const glossaryText = {
  title: 'Glossary of Sanskrit Terms',
  metaTitle: 'Sanskrit Glossary | Vedanta Wisdom',
  description:
    'The Sanskrit words of Vedanta in plain English: each term in Devanagari and transliteration, how to say it, what it means, and the essays that discuss it.',
  intro:
    'The Sanskrit words these essays use, each written in its own letters (Devanagari, or the script you choose) and in transliteration (IAST), with a guide to saying it, a short definition and the essays that discuss it.',
  filterLabel: 'Find a term',
  filterHint: 'Type it in any spelling, in Latin letters or Devanagari: turiya, turīya or tureeya.',
  indexLabel: 'Terms by letter',
  listLabel: 'Terms',
  say: 'Say',
  alsoWritten: 'Also written',
  readMore: 'Read more',
  count: (shown: number, total: number) => (shown === total ? `${total} terms` : `${shown} of ${total} terms`),
  noMatch: 'No term matches. Try another spelling, or fewer letters.',
  loading: 'Loading the glossary...',
  empty: 'No terms yet.',
  tryAgain: 'Try Again',
} as const;
