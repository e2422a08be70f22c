// Relative imports only: the route registry (src/app/pageRoutes.ts), which webpack.config.ts reads, is made of these.

/** The addresses of the study pages, each written once: the route registry's rows and the links to them use these. */
export const GLOSSARY_PAGE_PATH = '/glossary';
export const TOPICS_PATH = '/topics';
export const SEARCH_PATH = '/search';
