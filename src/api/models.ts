import * as v from 'valibot';

// Wire shapes (spec §3), checked at run time so a malformed body becomes an error state. An optional field that is
// absent, null, blank or mistyped reads as absent: one odd field must not cost the post.
const optionalText = v.pipe(
  v.fallback(v.optional(v.nullable(v.string())), undefined),
  v.transform((value) => (value?.trim() ? value.trim() : undefined)),
);

const postId = v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.nonEmpty())]);
const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty());
const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

export const blogSummarySchema = v.object({
  id: postId,
  slug: requiredText,
  metaTitle: requiredText,
  metaDescription: v.fallback(v.string(), ''),
  pinterestImageLink: optionalText,
  /** Not in the spec's contract (nor `readingMinutes`): the embedded content API adds them, other providers may not. */
  date: optionalText,
  readingMinutes: v.fallback(v.optional(positiveInteger), undefined),
});

const listTotal = v.pipe(v.number(), v.integer(), v.minValue(0));

export const blogListSchema = v.object({ blogs: v.array(blogSummarySchema), total: listTotal });

/** Left out with a `console.warn`: an entry of the list that is not a post costs only itself. */
function postsOf(entries: readonly unknown[]): readonly BlogSummary[] {
  return entries.flatMap((entry, index) => {
    const post = v.safeParse(blogSummarySchema, entry);
    if (post.success) return [post.output];
    console.warn(`get_metainfo: entry ${index} of the list is not a post and is left out (${describeIssues(post.issues)})`);
    return [];
  });
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'entry'}: ${issue.message}`).join('; ');
}

/** `get_metainfo`'s answer as the site reads it: the list's shape is checked, and its entries one by one. */
export const blogListAnswer = v.pipe(
  v.object({ blogs: v.array(v.unknown()), total: listTotal }),
  v.transform(({ blogs, total }) => ({ blogs: postsOf(blogs), total })),
);

export const blogDetailSchema = v.object({
  metaTitle: requiredText,
  metaDescription: v.fallback(v.string(), ''),
  date: v.fallback(v.string(), ''),
  /** Not in the spec's contract: when the post last changed (the embedded content API sends it). */
  updated: optionalText,
  blog: v.string(),
  pinterestImageLink: optionalText,
  youtubeShortsUrl: optionalText,
  shortTailKeywords: optionalText,
  longTailKeywords: optionalText,
});

/** `get_details`' answer as the site reads it: a post, or `null` when the function has none to give (no body, `null` or `""`). */
export const blogDetailAnswer = v.union([
  blogDetailSchema,
  v.pipe(
    v.union([v.null(), v.literal('')]),
    v.transform(() => null),
  ),
]);

const readingLink = v.object({ slug: requiredText, title: requiredText });

const glossaryCard = v.object({
  /** Its address on the glossary page: `/glossary#<id>`. */
  id: v.pipe(v.string(), v.regex(/^[a-z]+(?:-[a-z]+)*$/)),
  iast: requiredText,
  devanagari: requiredText,
  pronunciation: requiredText,
  definition: requiredText,
  /** Other common spellings, as readers type them. */
  spellings: v.array(requiredText),
  /** Phrases in which its words name something else (Yama the god, a book's title): it is not explained there. */
  notIn: v.optional(v.array(requiredText)),
});

const glossaryTerm = v.object({ ...glossaryCard.entries, posts: v.array(readingLink) });

/** The glossary (`/data/glossary.json`, from `content/glossary/`), in alphabetical order. */
export const glossarySchema = v.object({ terms: v.array(glossaryTerm) });

const pathPlaceSchema = v.object({
  /** Its page is `/<slug>`. */
  path: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  title: requiredText,
  position: positiveInteger,
  total: positiveInteger,
  previous: v.nullable(readingLink),
  next: v.nullable(readingLink),
});

/** A reading path (`/data/paths/<slug>.json`, from `content/paths/`): its posts in order, each with why to read it next. */
export const readingPathSchema = v.object({
  slug: requiredText,
  title: requiredText,
  description: requiredText,
  steps: v.array(v.object({ slug: requiredText, title: requiredText, why: requiredText })),
});

/** A verse a post quotes, for its head's structured data: read from its markdown by the build. */
const quotedVerseSchema = v.object({ id: requiredText, label: requiredText, translation: requiredText, book: requiredText });

/** The links at a post's end (`/reading/<slug>.json`): its neighbours by date, up to three related posts, and more. */
export const readingSchema = v.object({
  previous: v.nullable(readingLink),
  next: v.nullable(readingLink),
  related: v.pipe(v.array(readingLink), v.maxLength(3)),
  // The fields below are absent from an older build's files.
  terms: v.fallback(v.array(glossaryCard), []),
  paths: v.fallback(v.array(pathPlaceSchema), []),
  /** Its short-tail keywords (by `topicSlug`) and the slug of their topic's page (`content/topics.json`). */
  topics: v.fallback(v.array(v.object({ keyword: requiredText, topic: requiredText })), []),
  verses: v.fallback(v.array(quotedVerseSchema), []),
});

/** Every topic (`/data/topics.json`, written by the build from the posts' short-tail keywords). */
export const topicListSchema = v.object({
  topics: v.array(
    v.object({
      slug: requiredText,
      label: requiredText,
      count: positiveInteger,
      /** Whether it leads the topics (`content/topics.json`); the rest are folded under the main ones. */
      main: v.fallback(v.boolean(), false),
    }),
  ),
});

/** One topic's posts, newest first (`/data/topics/<slug>.json`). */
export const topicPostsSchema = v.object({
  slug: requiredText,
  label: requiredText,
  posts: v.array(
    v.object({
      slug: requiredText,
      title: requiredText,
      description: v.fallback(v.string(), ''),
      date: v.fallback(v.string(), ''),
      image: optionalText,
    }),
  ),
});

export type TopicList = v.InferOutput<typeof topicListSchema>;
export type TopicSummary = TopicList['topics'][number];
export type TopicPosts = v.InferOutput<typeof topicPostsSchema>;
export type TopicPost = TopicPosts['posts'][number];
export type Reading = v.InferOutput<typeof readingSchema>;
export type PathPlace = Reading['paths'][number];
export type VerseQuoted = Reading['verses'][number];
export type ReadingPath = v.InferOutput<typeof readingPathSchema>;
export type Glossary = v.InferOutput<typeof glossarySchema>;
export type GlossaryTerm = Glossary['terms'][number];
export type GlossaryCard = v.InferOutput<typeof glossaryCard>;
export type ReadingLink = Reading['related'][number];
export type BlogSummary = v.InferOutput<typeof blogSummarySchema>;
export type BlogList = v.InferOutput<typeof blogListAnswer>;
export type BlogDetail = v.InferOutput<typeof blogDetailSchema>;

/** What a failed request leaves in the cache: the message the page shows after 'Error: '. */
export interface ApiError {
  readonly message: string;
  /** HTTP status when the function answered, for logs and retries. */
  readonly status?: number;
}
