/** The not-found page's words (spec §2), in its own code rather than every page's; its head is `notFoundMeta` in `site.ts`. */
export const notFoundText = {
  heading: 'Oops! Page not found',
  hint: 'The page may have moved, or the link may be mistyped. The home page, the blog and search are good places to start again.',
  home: 'Return to Home',
  // The places the hint names, each a link beside the spec's way home.
  blog: 'Read the blog',
  search: 'Search the site',
} as const;
