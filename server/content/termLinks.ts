import type { GlossaryEntry } from '../../src/features/glossary/glossaryFiles';
import { postCards } from '../../src/features/glossary/glossaryFiles';
import { explainedOccurrences } from '../../src/features/glossary/explainedOccurrences';
import type { ExplainedOccurrence } from '../../src/features/glossary/explainedOccurrences';
import { termMatcher } from '../../src/features/glossary/termMatcher';
import { scriptures } from '../../src/content/scriptures';
import { markdownText } from '../../src/lib/markdownText';

/** Where `npm run content:check` writes every term a post links, for an editor to read (git ignores it). */
export const TERM_LINKS_REPORT = 'reports/term-links.md';

/** Why a person should confirm a link: the matcher finds a card by spelling, and these are where a word may name something else. */
export type ToConfirm = 'in a title' | 'in a name';

export interface TermLink extends ExplainedOccurrence {
  readonly confirm?: ToConfirm;
}

export interface PostTermLinks {
  readonly slug: string;
  readonly links: readonly TermLink[];
}

const CAPITAL = /^\p{Lu}/u;
/** Text before a word that is in the middle of its sentence: neither the start of its block nor after a full stop. */
const midSentence = (before: string) => /\S\s*$/u.test(before) && !/[.!?:;][”’"')\]]*\s*$/u.test(before);
/** The capitalised word right before a link (a space or hyphen between), and the text before that word. */
const WORD_BEFORE = /(\p{Lu}[\p{L}\p{M}]*)[ -]$/u;
/** The capitalised word right after a link. */
const WORD_AFTER = /^[ -](\p{Lu}[\p{L}\p{M}]*)/u;
/** The texts' own names (Katha Upanishad): the term in them is that text's kind, as its card says. */
const SCRIPTURE_NAMES = new Set(scriptures.map((scripture) => scripture.title.toLowerCase()));

/** The name a capitalised link makes with the capitalised word beside it (Belur Math), unless that is a text's own name. */
function nameWith(link: ExplainedOccurrence): string | undefined {
  const before = WORD_BEFORE.exec(link.before);
  const after = WORD_AFTER.exec(link.after);
  const name =
    before?.[1] !== undefined && midSentence(link.before.slice(0, before.index))
      ? `${before[1]} ${link.text}`
      : after?.[1] !== undefined
        ? `${link.text} ${after[1]}`
        : undefined;
  return name === undefined || SCRIPTURE_NAMES.has(name.toLowerCase()) ? undefined : name;
}

/**
 * The terms the posts a term's entry lists write with a capital in mid-sentence, as names are (Vedanta, the Upanishads):
 * for any other, a capital in mid-sentence in another post is a name that may not be the term (Yama, the god).
 */
function capitalisedTerms(posts: ReadonlyArray<{ readonly slug: string; readonly blog: string }>, terms: readonly GlossaryEntry[]): Set<string> {
  const texts = new Map(posts.map((post) => [post.slug, markdownText(post.blog)]));
  return new Set(
    terms
      .filter((term) => {
        const find = termMatcher([term]);
        return term.posts.some((slug) => {
          const text = texts.get(slug) ?? '';
          return find(text).some(({ start, end }) => CAPITAL.test(text.slice(start, end)) && midSentence(text.slice(0, start)));
        });
      })
      .map((term) => term.id),
  );
}

/** Why a link should be confirmed by a person, if it should. */
function toConfirm(link: ExplainedOccurrence, slug: string, entry: GlossaryEntry | undefined, capitalised: ReadonlySet<string>): ToConfirm | undefined {
  if (link.italics !== undefined && CAPITAL.test(link.italics) && link.italics.trim() !== link.text) return 'in a title';
  if (!CAPITAL.test(link.text) || !midSentence(link.before)) return undefined;
  if (nameWith(link) !== undefined) return 'in a name';
  if (entry && !entry.posts.includes(slug) && !capitalised.has(entry.id)) return 'in a name';
  return undefined;
}

/**
 * The terms each post's page explains, with the words it explains them at, as the page renders it, and those a person
 * should confirm: a link in a title (italics beginning with a capital, with more words than the term's), or in a name (a capital in mid-sentence beside another, or for a term its own posts write in lower case).
 */
export function termLinks(posts: ReadonlyArray<{ readonly slug: string; readonly blog: string }>, terms: readonly GlossaryEntry[]): PostTermLinks[] {
  const cardsOf = postCards(terms);
  const entries = new Map(terms.map((term) => [term.id, term]));
  const capitalised = capitalisedTerms(posts, terms);
  return posts.map((post) => ({
    slug: post.slug,
    links: explainedOccurrences(post.blog, cardsOf(post.blog)).map((link) => {
      const confirm = toConfirm(link, post.slug, entries.get(link.id), capitalised);
      return confirm ? { ...link, confirm } : link;
    }),
  }));
}

/** The links a person should confirm, of every post. */
export const linksToConfirm = (posts: readonly PostTermLinks[]) =>
  posts.flatMap(({ slug, links }) => links.flatMap((link) => (link.confirm ? [{ slug, ...link, confirm: link.confirm }] : [])));

/** A link's words in the words around them, as a person reads them to confirm it. */
const inContext = ({ before, text, after }: ExplainedOccurrence) =>
  `…${before.slice(-40).trimStart()}**${text}**${after.slice(0, 30).trimEnd()}…`.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

/** The report: the links to confirm, then one table per post of the words linked and the term each opens. */
export function termLinksReport(posts: readonly PostTermLinks[], terms: readonly GlossaryEntry[]): string {
  const iast = new Map(terms.map((term) => [term.id, term.iast]));
  const count = posts.reduce((sum, post) => sum + post.links.length, 0);
  const confirm = linksToConfirm(posts);
  const sections = posts.flatMap(({ slug, links }) => [
    '',
    `## ${slug}`,
    '',
    '| Linked words | Term | File |',
    '|---|---|---|',
    ...links.map(({ id, text }) => `| ${text} | ${iast.get(id) ?? id} | ${id} |`),
  ]);
  return [
    `# Glossary terms linked in the posts`,
    '',
    `${count} links in ${posts.length} posts: each is a term's first use in running text.`,
    '',
    '## To confirm: links in a title or a name',
    '',
    `${confirm.length} links where the words may name something else (a god, a book, a place). Confirm each, or give the term's entry the phrase in \`notIn\` (docs/content.md).`,
    '',
    '| Post | Linked words | Where | In context | Term | File |',
    '|---|---|---|---|---|---|',
    ...confirm.map((link) => `| ${link.slug} | ${link.text} | ${link.confirm} | ${inContext(link)} | ${iast.get(link.id) ?? link.id} | ${link.id} |`),
    ...sections,
    '',
  ].join('\n');
}
