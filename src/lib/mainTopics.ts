import type { TopicSummary } from '@/api/models';

/**
 * The topics that lead (`content/topics.json`'s main ones) and the rest, folded under them. A list without main
 * topics (a build with no topic map) leads with all of them.
 */
export function mainTopics(topics: readonly TopicSummary[]): { main: readonly TopicSummary[]; rest: readonly TopicSummary[] } {
  const main = topics.filter((topic) => topic.main);
  if (main.length === 0) return { main: topics, rest: [] };
  return { main, rest: topics.filter((topic) => !topic.main) };
}
