/** Words of the blog pages; the quoted states are the spec's own (§2, §8). */
export const blogText = {
  listTitle: 'Our Blog',
  /** Where the reader is in the list, beside its heading and in the title. */
  pageOf: (page: number, count?: number) => (count === undefined ? `Page ${page}` : `Page ${page} of ${count}`),
  listIntro:
    'Essays on the texts, teachers and ideas of Vedanta, written for careful readers new and old.',
  listMeta: {
    title: 'Our Blog | Vedanta Wisdom',
    description:
      'Articles on Vedanta philosophy: the Upanishads, the Bhagavad Gita, Advaita, Vishishtadvaita and Dvaita, meditation, and the great teachers.',
  },
  loadingList: 'Loading blogs...',
  emptyList: 'No blog posts found.',
  tryAgain: 'Try Again',
  readMore: 'Read More',
  paginationLabel: 'Blog pages',
  previous: 'Previous',
  next: 'Next',
  loadingPost: 'Loading blog post...',
  bodyUnavailable: 'This article could not be shown. Please try again later.',
  /** The post page's heading, read by screen readers, while there is no post title to show. */
  postStateHeading: 'Blog post',
  notFound: 'Blog post not found',
  backToBlog: 'Back to Blog',
  viewOnPinterest: 'View on Pinterest',
  watchVideo: 'Watch Related Video',
  relatedTopics: 'Related Topics',
  /** The links at the end of a post. */
  moreReading: 'More to read',
  relatedReading: 'Related reading',
  previousPost: 'Previous post',
  nextPost: 'Next post',
  keywordsLabel: 'Keywords',
} as const;
