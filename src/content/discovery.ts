/** Words of the topic and search pages. */
export const topicsText = {
  listTitle: 'Topics',
  listIntro: 'Every subject the blog writes about, with the number of posts on each.',
  listMeta: {
    title: 'Topics | Vedanta Wisdom',
    description: 'Browse the blog by subject: the Upanishads, the Bhagavad Gita, Advaita, devotion, meditation and the great teachers of Vedanta.',
  },
  loading: 'Loading topics...',
  tryAgain: 'Try Again',
  empty: 'No topics yet.',
  allTopics: 'All topics',
  listLabel: 'Topics',
  postCount: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
  topicHeading: (label: string) => `Posts on ${label}`,
  topicDescription: (label: string, count: number) =>
    `${count === 1 ? 'One post' : `${count} posts`} from Vedanta Wisdom on ${label}, newest first.`,
  loadingTopic: 'Loading posts...',
  notFound: 'Topic not found',
  notFoundText: 'No post has this topic. Browse all the topics instead.',
  paginationLabel: 'Topic pages',
} as const;

export const searchText = {
  title: 'Search',
  meta: {
    title: 'Search | Vedanta Wisdom',
    description: 'Search every post of Vedanta Wisdom by word or name, in any spelling: ātman, atman or आत्मन्.',
  },
  resultsTitle: (query: string) => `Search: ${query} | Vedanta Wisdom`,
  fieldLabel: 'Search the blog',
  submit: 'Search',
  /** The header's icon button, and its small form. */
  open: 'Search',
  headerFieldLabel: 'Search this site',
  headerFormLabel: 'Site search',
  hint: 'Type a word or a name in any spelling: ātman, atman and आत्मन् find the same posts, and so do Śaṅkara, shankara and sankara.',
  browseTopics: 'Or browse by topic',
  loading: 'Searching...',
  noMatch: (query: string) => `No posts match “${query}”.`,
  noMatchHint: 'Check the spelling, try fewer words, or browse the topics.',
  found: (count: number, query: string) => `${count === 1 ? '1 post matches' : `${count} posts match`} “${query}”.`,
  resultsLabel: 'Search results',
  keyboardHint: 'Use the arrow keys to move through the results.',
  tryAgain: 'Try Again',
} as const;
