import type { GlossaryEntry } from '../../src/features/glossary/glossaryFiles';
import { postCards } from '../../src/features/glossary/glossaryFiles';
import { explainedOccurrences } from '../../src/features/glossary/explainedOccurrences';
import type { ExplainedOccurrence } from '../../src/features/glossary/explainedOccurrences';

/** Where `npm run content:check` writes every term a post links, for an editor to read (git ignores it). */
export const TERM_LINKS_REPORT = 'reports/term-links.md';

export interface PostTermLinks {
  readonly slug: string;
  readonly links: readonly ExplainedOccurrence[];
}

/** The terms each post's page explains, with the words it explains them at, as the page renders them. */
export function termLinks(posts: ReadonlyArray<{ readonly slug: string; readonly blog: string }>, terms: readonly GlossaryEntry[]): PostTermLinks[] {
  const cardsOf = postCards(terms);
  return posts.map((post) => ({ slug: post.slug, links: explainedOccurrences(post.blog, cardsOf(post.blog)) }));
}

/** The report: one table per post of the words linked and the term each opens. */
export function termLinksReport(posts: readonly PostTermLinks[], terms: readonly GlossaryEntry[]): string {
  const iast = new Map(terms.map((term) => [term.id, term.iast]));
  const count = posts.reduce((sum, post) => sum + post.links.length, 0);
  const sections = posts.flatMap(({ slug, links }) => [
    '',
    `## ${slug}`,
    '',
    '| Linked words | Term | File |',
    '|---|---|---|',
    ...links.map(({ id, text }) => `| ${text} | ${iast.get(id) ?? id} | ${id} |`),
  ]);
  return [`# Glossary terms linked in the posts`, '', `${count} links in ${posts.length} posts: each is a term's first use in running text.`, ...sections, ''].join('\n');
}
