import { SEARCH_FIELD_LABEL } from './site';

/** Words of the topic and search pages (their heads' words are in `discovery.ts`). */
export const topicsText = {
  listTitle: 'Topics',
  listIntro: 'The subjects the blog writes about most, with the number of posts on each. Every other topic is under More topics.',
  listLabel: 'Topics',
  moreTopics: (count: number) => `More topics (${count})`,
  moreLabel: 'More topics',
  loading: 'Loading topics...',
  empty: 'No topics yet.',
  allTopics: 'All topics',
  postCount: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
  loadingTopic: 'Loading posts...',
  notFoundText: 'No post has this topic. Browse all the topics instead.',
  paginationLabel: 'Topic pages',
  tryAgain: 'Try Again',
} as const;

export const searchText = {
  title: 'Search',
  fieldLabel: SEARCH_FIELD_LABEL,
  submit: 'Search',
  hint: 'Type a word or a name in any spelling: ātman, atman and आत्मन् find the same posts, and so do Śaṅkara, shankara and sankara.',
  keyboardHint: 'Use the arrow keys to move through the results.',
  browseTopics: 'Or browse by topic',
  loading: 'Searching...',
  noMatch: (query: string) => `No posts match “${query}”.`,
  noMatchHint: 'Check the spelling, try fewer words, or browse the topics.',
  found: (count: number, query: string) => `${count === 1 ? '1 post matches' : `${count} posts match`} “${query}”.`,
  resultsLabel: 'Search results',
  inGlossary: 'In the glossary',
  showMore: (count: number, left: number) => (count < left ? `Show ${count} more of ${left}` : `Show ${count} more`),
  cut: (characters: number, words: number) => `Only its first ${characters} characters and ${words} words were searched.`,
  tryAgain: 'Try Again',
} as const;
