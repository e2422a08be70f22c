/** The words of the topic and search pages' heads; the rest of their copy is in `discoveryPages.ts`. */
export const topicsMeta = {
  list: {
    title: 'Topics | Vedanta Wisdom',
    description: 'Browse the blog by subject: the Upanishads, the Bhagavad Gita, Advaita, devotion, meditation and the great teachers of Vedanta.',
  },
  notFound: 'Topic not found',
  heading: (label: string) => `Posts on ${label}`,
  description: (label: string, count: number) => `${count === 1 ? 'One post' : `${count} posts`} from Vedanta Wisdom on ${label}, newest first.`,
} as const;

export const searchMeta = {
  title: 'Search | Vedanta Wisdom',
  description: 'Search every post of Vedanta Wisdom by word or name, in any spelling: ātman, atman or आत्मन्.',
  resultsTitle: (query: string) => `Search: ${query} | Vedanta Wisdom`,
} as const;
