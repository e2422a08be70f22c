import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Sanscript from '@indic-transliteration/sanscript';
import matter from 'gray-matter';
import * as v from 'valibot';
import type { GlossaryEntry } from '../../src/features/glossary/glossaryFiles';
import { termMatcher } from '../../src/features/glossary/termMatcher';
import { markdownText } from '../../src/lib/markdownText';
import { describe } from './describe';
import { displayPath, type ContentProblem } from './problems';
import { SLUG_PATTERN } from './schema';

/** The folder of the glossary's terms, one file each: `content/glossary/<id>.md`. */
export const GLOSSARY_FOLDER = 'glossary';

const TERM_ID = /^[a-z]+(?:-[a-z]+)*$/;
/**
 * A word that ends on a virama, then a space: sandhi joins the two, in a compound (सत् चित् → सच्चित्) as in a saying
 * (तत् त्वम् असि → तत्त्वमसि), as the verse blocks write them.
 */
const COMPOUND_SPLIT = /\u094d /u;
/** The letters of a term, its words joined: the IAST writes them apart where Devanagari joins them (karma yoga, कर्मयोग). */
const letters = (text: string) => text.replace(/ /g, '');

/** A definition is a sentence or two, as a card shows it. */
const MAX_DEFINITION = 400;


const text = (what: string) => v.pipe(v.string(`expected ${what}`), v.trim(), v.nonEmpty(`expected ${what}`));

const frontMatter = v.strictObject(
  {
    iast: v.pipe(
      text('the term in IAST'),
      v.check((value) => value === value.normalize('NFC').toLowerCase(), 'expected lower-case IAST in composed (NFC) form'),
    ),
    devanagari: v.pipe(
      text('the term in Devanagari'),
      v.regex(/^[\p{Script=Devanagari} ]+$/u, (issue) => `expected Devanagari letters and spaces only, got ${describe(issue.input)}`),
    ),
    pronunciation: text('a pronunciation hint, e.g. "AHT-mun"'),
    spellings: v.optional(v.array(text('a spelling')), []),
    /** Phrases of the posts in which the term's words name something else: a god, a book, a place. */
    notIn: v.optional(v.array(text('a phrase'))),
    posts: v.pipe(
      v.array(v.pipe(v.string(), v.regex(SLUG_PATTERN, (issue) => `expected post slugs, got ${describe(issue.input)}`))),
      v.minLength(1, 'expected at least one post that discusses the term'),
    ),
  },
  (issue) => (issue.expected === 'never' ? 'unknown field (allowed: iast, devanagari, pronunciation, spellings, notIn, posts)' : 'required field is missing'),
);

/**
 * The phrases of a term's `notIn` that leave out none of its uses in the posts: each use the term alone finds is read
 * again with the words around it, with and without the phrase.
 */
function idlePhrases(entry: GlossaryEntry, posts: PostTexts): string[] {
  const phrases = entry.notIn ?? [];
  if (phrases.length === 0) return [];
  const everywhere = termMatcher([{ ...entry, notIn: [] }]);
  const around = [...posts.values()].flatMap((text) =>
    everywhere(text).map(({ start, end }) => text.slice(Math.max(0, start - PHRASE_REACH), end + PHRASE_REACH)),
  );
  return phrases.filter((phrase) => {
    const outside = termMatcher([{ ...entry, notIn: [phrase] }]);
    return !around.some((text) => outside(text).length < everywhere(text).length);
  });
}

/** How far around a term's use a phrase of its `notIn` may reach, in characters. */
const PHRASE_REACH = 120;

/** What the check needs of the posts: each post's text by slug. */
export type PostTexts = ReadonlyMap<string, string>;

function readEntry(file: string, id: string, problems: ContentProblem[]): GlossaryEntry | undefined {
  const source = displayPath(file);
  const report = (field: string, message: string) => problems.push({ file: source, field, message });
  if (!TERM_ID.test(id)) report('file', 'expected a name of lower-case words joined by hyphens, e.g. tat-tvam-asi.md');
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(readFileSync(file, 'utf8'));
  } catch (error) {
    report('file', `cannot be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return undefined;
  }
  const result = v.safeParse(frontMatter, parsed.data);
  if (!result.success) {
    for (const issue of result.issues) report(v.getDotPath(issue) ?? 'front matter', issue.message);
    return undefined;
  }
  const definition = parsed.content.trim();
  if (!definition) report('definition', 'the definition after the front matter is empty');
  else if (definition.length > MAX_DEFINITION) report('definition', `is ${definition.length} characters; a card holds ${MAX_DEFINITION}`);
  else if (/[[\]<>`#]/.test(definition)) report('definition', 'expected plain text (with *italics* at most): no links, HTML, code or headings');
  const fields = result.output;
  const { iast, devanagari } = fields;
  const transliterated = Sanscript.t(devanagari, 'devanagari', 'iast').normalize('NFC');
  if (letters(transliterated) !== letters(iast))
    report('devanagari', `${devanagari} transliterates to "${transliterated}", which does not spell iast "${iast}" (spaces aside)`);
  else if (COMPOUND_SPLIT.test(devanagari))
    report('devanagari', `${devanagari} writes apart after a virama what sandhi joins: write it joined (सच्चिदानन्द, तत्त्वमसि), as a verse block does`);
  return problems.some((problem) => problem.file === source) ? undefined : { id, ...fields, definition };
}

/**
 * The glossary in `contentDir/glossary/`, in alphabetical order of IAST, and what is wrong with it: a term whose
 * Devanagari does not transliterate to its IAST, that names a post that does not exist or does not use it, or that
 * repeats another's id or spelling, is reported and left out.
 */
export function readGlossary(contentDir: string, posts: PostTexts): { terms: GlossaryEntry[]; problems: ContentProblem[] } {
  const dir = path.join(contentDir, GLOSSARY_FOLDER);
  const problems: ContentProblem[] = [];
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.md'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { terms: [], problems };
    throw error;
  }
  const entries = names.sort().flatMap((name) => readEntry(path.join(dir, name), name.slice(0, -'.md'.length), problems) ?? []);
  const terms: GlossaryEntry[] = [];
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const source = displayPath(path.join(dir, `${entry.id}.md`));
    const report = (field: string, message: string) => problems.push({ file: source, field, message });
    const other = seen.get(entry.iast);
    if (other) {
      report('iast', `"${entry.iast}" is the term of ${other}.md too`);
      continue;
    }
    seen.set(entry.iast, entry.id);
    const find = termMatcher([entry]);
    const missing = entry.posts.filter((slug) => !posts.has(slug));
    const unused = entry.posts.filter((slug) => posts.has(slug) && find(posts.get(slug) ?? '').length === 0);
    const idle = idlePhrases(entry, posts);
    if (missing.length > 0) report('posts', `no such post: ${missing.join(', ')}`);
    if (unused.length > 0) report('posts', `does not use the term in any spelling: ${unused.join(', ')}`);
    if (idle.length > 0) report('notIn', `no post has the term inside ${idle.map((phrase) => `"${phrase}"`).join(', ')}: drop the phrase, or write it as the post does`);
    if (missing.length === 0 && unused.length === 0 && idle.length === 0) terms.push(entry);
  }
  return { terms: terms.sort((a, b) => a.iast.localeCompare(b.iast, 'en')), problems };
}

/** Each post's running text, as the glossary check reads it. */
export function postTexts(posts: ReadonlyArray<{ readonly slug: string; readonly blog: string }>): PostTexts {
  return new Map(posts.map((post) => [post.slug, markdownText(post.blog)]));
}
