/** `npm run content:check`: every problem in a content folder, then a count; returns the exit code. */
import { formatProblem, loadContent } from './load';

export interface CheckOutput {
  log(message: string): void;
  error(message: string): void;
}

export function checkContent(contentDir: string, out: CheckOutput = console): number {
  const { posts, domains, problems, invalidFiles } = loadContent(contentDir);
  for (const problem of problems) out.error(formatProblem(problem));
  out.log(`${posts.length} posts OK`);
  for (const [domain, site] of domains) out.log(`${domain}: ${site.posts.length} posts OK`);
  if (problems.length === 0) return 0;
  out.error(`${invalidFiles.length} invalid file(s) (${problems.length} problem(s)): fix them or they will not be served.`);
  return 1;
}
