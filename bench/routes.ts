/**
 * The pages the benchmark measures and the API endpoints it loads.
 */
export type PageId = 'home' | 'blog' | 'post';

/** Anything Lighthouse loads: a page or a page's floor (bench/floor.ts). */
export interface MeasuredPage {
  id: string;
  /** The name printed in tables. */
  label: string;
  path: string;
}

export interface BenchPage extends MeasuredPage {
  id: PageId;
  /** Present once the route has rendered its content (not just the shell). */
  readySelector: string;
}

/** A real post with a hero image, markdown body and keywords (content/posts/the-bhagavad-gita.md). */
export const POST_SLUG = 'the-bhagavad-gita';

export const PAGES: readonly BenchPage[] = [
  { id: 'home', label: '/', path: '/', readySelector: '#home-heading' },
  { id: 'blog', label: '/blog', path: '/blog', readySelector: 'main li article' },
  { id: 'post', label: 'post', path: `/blog/${POST_SLUG}`, readySelector: '#post-title' },
];

/**
 * Pages Lighthouse measures besides `PAGES`, with no floor and no byte budgets: the glossary (issue 33: its LCP and
 * CLS; a reference of every term, its HTML is larger than one round trip) and search as a first visit opens it (issue
 * 47: its TBT and performance score, held to every page's budgets). Their budgets are in budgets.ts.
 */
export const LIGHTHOUSE_EXTRA_PAGES: readonly MeasuredPage[] = [
  { id: 'glossary', label: '/glossary', path: '/glossary' },
  { id: 'search', label: '/search', path: '/search' },
];

export type EndpointId = 'get_metainfo' | 'get_details' | 'static_anchor';

export interface BenchEndpoint {
  id: EndpointId;
  /** Path and query on the server. */
  path: string;
}

export const ENDPOINTS: readonly BenchEndpoint[] = [
  { id: 'get_metainfo', path: '/functions/v1/get_metainfo?domain=localhost&page=1' },
  { id: 'get_details', path: `/functions/v1/get_details?slug=${POST_SLUG}` },
];

/**
 * The anchor: get_details' answer written as a plain file into the served build, loaded in the
 * same run from the same server, so the API is measured against a static file, not a number.
 */
export const STATIC_ANCHOR: BenchEndpoint = { id: 'static_anchor', path: '/bench-anchor.json' };
