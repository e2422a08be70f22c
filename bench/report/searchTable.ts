/**
 * The search index size and query times, beside the previous results.
 */
import type { SearchResults } from '../search';
import { kb } from './figures';

/** The site's posts and the generated ones: index size and query times, with the previous figures in parentheses. */
export function searchTable(search: SearchResults, previous?: SearchResults): string {
  const was = (value: number | undefined, unit: string) => (value === undefined ? '' : ` (${value.toFixed(0)}${unit})`);
  const rows = (['site', 'generated'] as const).map((id) => {
    const corpus = search[id];
    const before = previous?.[id];
    return [
      id === 'site' ? `the site (${corpus.posts} posts)` : `generated (${corpus.posts} posts)`,
      `${kb(corpus.indexGzip)} KB${before ? ` (${kb(before.indexGzip)})` : ''}`,
      `${corpus.queryP50.toFixed(1)} ms${was(before?.queryP50, '')}`,
      `${corpus.queryP95.toFixed(1)} ms${was(before?.queryP95, '')}`,
      `${corpus.screenP50.toFixed(1)} / ${corpus.screenP95.toFixed(1)} ms`,
      `${corpus.firstResult.toFixed(0)} ms${was(before?.firstResult, '')}`,
    ];
  });
  const header = ['corpus', 'index gzip', 'query p50', 'query p95', 'on screen p50 / p95', 'first result, cold'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
