import type { PageRouteId } from '../../../src/app/pageRoutes';

/**
 * One address of every page of the route registry, with the heading that says it has rendered. A Record over the
 * registry's ids: a page added to the registry is a type error here until the browser tests cover it.
 */
export const PAGE_SAMPLES: Readonly<Record<PageRouteId, { readonly path: string; readonly heading: string }>> = {
  landing: { path: '/', heading: 'Discover the Wisdom of Vedanta' },
  'blog-list': { path: '/blog', heading: 'Our Blog' },
  'blog-post': { path: '/blog/atman-and-brahman', heading: 'Atman and Brahman: The Self and the Absolute in Vedanta' },
  topics: { path: '/topics', heading: 'Topics' },
  topic: { path: '/topics/atman', heading: 'Posts on atman' },
  search: { path: '/search', heading: 'Search' },
  glossary: { path: '/glossary', heading: 'Glossary of Sanskrit Terms' },
  'start-here': { path: '/start-here', heading: 'Start here' },
  saved: { path: '/saved', heading: 'Saved' },
  offline: { path: '/offline', heading: 'You are offline' },
  privacy: { path: '/privacy', heading: 'Privacy Policy' },
  terms: { path: '/terms', heading: 'Terms of Service' },
  'not-found': { path: '/no-such-page', heading: 'Oops! Page not found' },
};
