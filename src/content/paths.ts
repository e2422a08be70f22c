/** The reading paths' words (the paths themselves are content: `content/paths/<slug>.json`). */

export const pathsText = {
  eyebrow: 'A reading path',
  stepsLabel: 'The essays, in order',
  loading: 'Loading the reading path...',
  missing: 'This reading path is not available right now. The blog has every essay.',
  notFound: 'Reading path not found',
  toBlog: 'Browse the blog',
  tryAgain: 'Try Again',
  /** The page's title in the document head. */
  metaTitle: (title: string) => `${title}: a reading path | Vedanta Wisdom`,
} as const;
