/** Post front matter: every rule names the field at fault and what it got, so an author can fix a file from the message alone. */
import * as v from 'valibot';
import { describe } from './describe';
import { MAX_SLUG_LENGTH } from '../../src/api/contract';
import { curlQuotes } from '../../src/lib/typography';

/** Lowercase words joined by single hyphens: `what-is-vedanta`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Image files the content API serves from `content/media/`. */
export const MEDIA_FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*\.(?:svg|webp|png|jpe?g)$/i;

/** A relative image link, `media/<file>`, resolved against `content/media/`. */
const MEDIA_LINK_PATTERN = /^media\/([^/\\]+)$/;

/** The front matter fields, in the order authors (and the seeder) write them. */
export const ALLOWED_FIELDS = [
  'id',
  'slug',
  'metaTitle',
  'metaDescription',
  'date',
  'updated',
  'pinterestImageLink',
  'youtubeShortsUrl',
  'shortTailKeywords',
  'longTailKeywords',
] as const;

/** `YYYY-MM-DD` naming a day that exists (no 2025-02-30, no month 13). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The file name of a `media/<file>` link, or undefined when the link is not one. */
export function mediaFileOf(link: string): string | undefined {
  return MEDIA_LINK_PATTERN.exec(link)?.[1];
}

const expected = (what: string) => (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined ? `required, expected ${what}` : `expected ${what}, got ${describe(issue.input)}`;

const requiredText = (what: string) =>
  v.pipe(v.string(expected(what)), v.trim(), v.nonEmpty(`expected ${what}, got an empty string`));

/**
 * Text the site shows outside the body (a title, a description, keywords): the body marks its Devanagari as Sanskrit
 * (`lang="sa"`), these places cannot, so Devanagari belongs in the body.
 */
const withoutDevanagari = <Text extends string | undefined>() =>
  v.check<Text, string>(
    (value) => value === undefined || !/\p{Script=Devanagari}/u.test(value),
    'has Devanagari, which a title, description or keyword cannot mark as Sanskrit: write it in the body, or transliterate it',
  );

/** Optional text: a blank value (`key:` or `key: ""`) counts as absent; anything else must be a string. */
const optionalText = (what: string) =>
  v.pipe(
    v.nullish(v.string(expected(what))),
    v.transform((value) => (value == null || value.trim() === '' ? undefined : value.trim())),
  );

/** `mediaFiles`: the names in `content/media/`, so a relative image link to a missing file is caught here. */
export function frontMatterSchema(mediaFiles: ReadonlySet<string>, mediaDirLabel = 'content/media') {
  const imageLink = v.pipe(
    optionalText('an image link'),
    v.check(
      (link) => link === undefined || isHttpUrl(link) || mediaFileOf(link) !== undefined,
      (issue) => `expected an absolute http(s) URL or media/<file>, got ${describe(issue.input)}`,
    ),
    v.check((link) => {
      const file = link === undefined ? undefined : mediaFileOf(link);
      return file === undefined || MEDIA_FILE_PATTERN.test(file);
    }, (issue) => `expected a .svg, .webp, .png or .jpg file name after media/, got ${describe(issue.input)}`),
    v.check((link) => {
      const file = link === undefined ? undefined : mediaFileOf(link);
      return file === undefined || !MEDIA_FILE_PATTERN.test(file) || mediaFiles.has(file);
    }, (issue) => `file not found: ${mediaDirLabel}/${mediaFileOf(String(issue.input)) ?? ''} does not exist`),
  );

  const fields = v.strictObject(
    {
      id: v.pipe(
        v.number(expected('a positive integer')),
        v.safeInteger(expected('a positive integer')),
        v.minValue(1, expected('a positive integer')),
      ),
      slug: v.pipe(
        v.string(expected('a slug')),
        v.maxLength(MAX_SLUG_LENGTH, `expected at most ${MAX_SLUG_LENGTH} characters (get_details refuses longer slugs)`),
        v.regex(SLUG_PATTERN, (issue) => `expected lowercase words joined by hyphens (e.g. "what-is-vedanta"), got ${describe(issue.input)}`),
      ),
      // Served with typographic quotes, as the body is shown (src/lib/typography.ts): the Gita's → the Gita’s.
      metaTitle: v.pipe(requiredText('a non-empty string'), withoutDevanagari<string>(), v.transform(curlQuotes)),
      metaDescription: v.pipe(requiredText('a non-empty string'), withoutDevanagari<string>(), v.transform(curlQuotes)),
      date: v.pipe(v.string(expected('YYYY-MM-DD')), v.check(isCalendarDate, expected('YYYY-MM-DD'))),
      // When the post last changed in substance (a correction, a new section): `dateModified` for search engines.
      updated: v.optional(v.pipe(v.string(expected('YYYY-MM-DD')), v.check(isCalendarDate, expected('YYYY-MM-DD')))),
      pinterestImageLink: imageLink,
      youtubeShortsUrl: optionalText('a video URL string'),
      shortTailKeywords: v.pipe(optionalText('comma-separated keywords'), withoutDevanagari<string | undefined>()),
      longTailKeywords: v.pipe(optionalText('comma-separated keywords'), withoutDevanagari<string | undefined>()),
    },
    (issue) => {
      if (issue.expected === 'never') return `unknown field (allowed: ${ALLOWED_FIELDS.join(', ')})`;
      if (issue.path?.length) return 'required field is missing';
      return `expected key: value pairs, got ${describe(issue.input)}`;
    },
  );
  return v.pipe(
    fields,
    v.forward(
      v.check((post) => post.updated === undefined || post.updated >= post.date, (issue) => `expected a date on or after date, got ${describe((issue.input as { updated?: string }).updated)}`),
      ['updated'],
    ),
  );
}

export type FrontMatter = v.InferOutput<ReturnType<typeof frontMatterSchema>>;

/** A valid post: its front matter plus the markdown body (`blog`). */
export interface Post extends FrontMatter {
  blog: string;
  /** The file it came from, as shown in messages. */
  source: string;
}
