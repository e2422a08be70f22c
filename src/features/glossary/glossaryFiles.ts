import type { Glossary, GlossaryCard } from '@/api/models';
import { markdownText } from '@/lib/markdownText';
import { curlQuotes } from '@/lib/typography';
import { termMatcher } from './termMatcher';

/** A term as `content/glossary/<id>.md` writes it: the posts by slug. */
export interface GlossaryEntry extends GlossaryCard {
  readonly posts: readonly string[];
}

/** The definition with typographic quotes, as the posts have them. */
const cardOf = ({ id, iast, devanagari, pronunciation, definition, spellings, notIn }: GlossaryEntry): GlossaryCard => ({
  id,
  iast,
  devanagari,
  pronunciation,
  definition: curlQuotes(definition),
  spellings: [...spellings],
  ...(notIn && { notIn: [...notIn] }),
});

/** `/data/glossary.json`: every term with its posts' titles (a post the build does not have is left out). */
export function glossaryFile(
  entries: readonly GlossaryEntry[],
  posts: ReadonlyArray<{ readonly slug: string; readonly title: string }>,
): Glossary {
  const titles = new Map(posts.map((post) => [post.slug, post.title]));
  return {
    terms: entries.map((entry) => ({
      ...cardOf(entry),
      posts: entry.posts.flatMap((slug) => {
        const title = titles.get(slug);
        return title === undefined ? [] : [{ slug, title }];
      }),
    })),
  };
}

/** The cards of the terms a body uses, so the page explains them without the whole glossary. */
export function postCards(entries: readonly GlossaryEntry[]): (markdown: string) => GlossaryCard[] {
  const find = termMatcher(entries);
  return (markdown) => {
    const used = new Set(find(markdownText(markdown)).map((match) => match.id));
    return entries.filter((entry) => used.has(entry.id)).map(cardOf);
  };
}
