import type { TopicSummary } from '@/api/models';

/** The topics that lead (`content/topics.json`'s main ones, else all) and the rest, folded under them. */
export function mainTopics(topics: readonly TopicSummary[]): { main: readonly TopicSummary[]; rest: readonly TopicSummary[] } {
  const main = topics.filter((topic) => topic.main);
  if (main.length === 0) return { main: topics, rest: [] };
  return { main, rest: topics.filter((topic) => !topic.main) };
}
