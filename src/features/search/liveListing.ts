import type { BlogList, BlogSummary } from '@/api/models';

/** The most list pages search reads for posts published since the build: the newest 50 posts, in a few requests. */
export const LIVE_PAGES = 5;

/** What the functions list now: the posts seen, and whether that is every one of them. */
export interface LiveListing {
  readonly posts: readonly BlogSummary[];
  /** False when the list is longer than the pages read, or could not be read: then no indexed post counts as removed. */
  readonly complete: boolean;
}

/** The functions' own list (`get_metainfo`), page by page until it ends or `LIVE_PAGES` are read: the index knows nothing newer. */
export async function readLiveListing(readPage: (page: number) => Promise<BlogList | undefined>): Promise<LiveListing> {
  const posts: BlogSummary[] = [];
  for (let page = 1; page <= LIVE_PAGES; page += 1) {
    const list = await readPage(page);
    if (!list) return { posts, complete: false };
    posts.push(...list.blogs);
    if (list.blogs.length === 0 || posts.length >= list.total) return { posts, complete: true };
  }
  return { posts, complete: false };
}
