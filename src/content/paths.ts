/** The reading paths' words (the paths themselves are content: `content/paths/<slug>.json`). */

/** The path for newcomers, shown at `/start-here`: the slug of `content/paths/start-here.json`. */
export const START_HERE = 'start-here';

export const pathsText = {
  eyebrow: 'A reading path',
  stepsLabel: 'The essays, in order',
  loading: 'Loading the reading path...',
  missing: 'This reading path is not available right now. The blog has every essay.',
  toBlog: 'Browse the blog',
  tryAgain: 'Try Again',
  /** After the path's title, a post's place on it: "Start here · 2 of 10". */
  position: (position: number, total: number) => ` · ${position} of ${total}`,
  previous: 'Previous on the path',
  next: 'Next on the path',
  /** The path's page, for a title used outside it (the landing page, the footer, a post's place). */
  metaTitle: (title: string) => `${title}: a reading path for newcomers | Vedanta Wisdom`,
} as const;
