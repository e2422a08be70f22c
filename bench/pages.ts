/**
 * The pages the bench and size-limit measure (Lighthouse CI's are listed in lighthouserc.cjs, which cannot import this):
 * their address, and the prerendered file the build writes for it.
 */
export const POST_PATH = '/blog/the-bhagavad-gita';

export const PAGES = [
  { id: 'home', path: '/', html: 'index.html' },
  { id: 'blog', path: '/blog', html: 'blog.html' },
  { id: 'post', path: POST_PATH, html: `${POST_PATH.slice(1)}.html` },
] as const;

export type Page = (typeof PAGES)[number];
export type PageId = Page['id'];
