import * as v from 'valibot';

/**
 * Wire shapes of the two functions (spec §3), checked at run time so a malformed body becomes an error state.
 * An optional field that is absent, null, blank or mistyped reads as absent: one odd field must not cost the post.
 */
const optionalText = v.pipe(
  v.fallback(v.optional(v.nullable(v.string())), undefined),
  v.transform((value) => (value?.trim() ? value.trim() : undefined)),
);

const postId = v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.nonEmpty())]);
const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty());

export const blogSummarySchema = v.object({
  id: postId,
  slug: requiredText,
  metaTitle: requiredText,
  metaDescription: v.fallback(v.string(), ''),
  pinterestImageLink: optionalText,
  /** Not in the spec's contract: the embedded content API adds it, other providers may not. */
  readingMinutes: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

const listTotal = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A list answer in which every entry is a post, as a well-behaved provider sends it. */
export const blogListSchema = v.object({ blogs: v.array(blogSummarySchema), total: listTotal });

/** The list's outer shape as the site reads it: entries are checked one by one, so one bad entry costs only itself. */
const blogListShape = v.object({ blogs: v.array(v.unknown()), total: listTotal });

export const blogDetailSchema = v.object({
  metaTitle: requiredText,
  metaDescription: v.fallback(v.string(), ''),
  date: v.fallback(v.string(), ''),
  /** Not in the spec's contract, optional: when the post last changed (the embedded content API sends it). */
  updated: optionalText,
  blog: v.string(),
  pinterestImageLink: optionalText,
  youtubeShortsUrl: optionalText,
  shortTailKeywords: optionalText,
  longTailKeywords: optionalText,
});

/** Undefined when the body is not a list at all; an entry that is not a post is left out with a `console.warn`. */
export function parseBlogList(body: unknown): BlogList | undefined {
  const shape = v.safeParse(blogListShape, body);
  if (!shape.success) return undefined;
  const blogs: BlogSummary[] = [];
  shape.output.blogs.forEach((entry, index) => {
    const post = v.safeParse(blogSummarySchema, entry);
    if (post.success) blogs.push(post.output);
    else console.warn(`get_metainfo: entry ${index} of the list is not a post and is left out (${describeIssues(post.issues)})`);
  });
  return { blogs, total: shape.output.total };
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'entry'}: ${issue.message}`).join('; ');
}

export function parseBlogDetail(body: unknown): BlogDetail | undefined {
  const parsed = v.safeParse(blogDetailSchema, body);
  return parsed.success ? parsed.output : undefined;
}

const readingLink = v.object({ slug: requiredText, title: requiredText });

/** A glossary term as a card shows it: its written forms, how it sounds and what it means. */
const glossaryCard = v.object({
  /** Its address on the glossary page: `/glossary#<id>`. */
  id: v.pipe(v.string(), v.regex(/^[a-z]+(?:-[a-z]+)*$/)),
  iast: requiredText,
  devanagari: requiredText,
  pronunciation: requiredText,
  definition: requiredText,
  /** Other common spellings, as readers type them. */
  spellings: v.array(requiredText),
});

/** A term of the glossary page, with the posts that discuss it. */
const glossaryTerm = v.object({ ...glossaryCard.entries, posts: v.array(readingLink) });

/** The glossary (`/data/glossary.json`, written by the build from `content/glossary/`), in alphabetical order. */
export const glossarySchema = v.object({ terms: v.array(glossaryTerm) });

export function parseGlossary(body: unknown): Glossary | undefined {
  const parsed = v.safeParse(glossarySchema, body);
  return parsed.success ? parsed.output : undefined;
}

/** Where a post stands on a reading path (`content/paths/`): its position, and the path's posts before and after it. */
const pathPlaceSchema = v.object({
  /** The path's slug: its page is `/<slug>`. */
  path: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  title: requiredText,
  position: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(1)),
  previous: v.nullable(readingLink),
  next: v.nullable(readingLink),
});

/** A reading path (`/data/paths/<slug>.json`, written by the build from `content/paths/`): its posts in order, each with why to read it next. */
export const readingPathSchema = v.object({
  slug: requiredText,
  title: requiredText,
  description: requiredText,
  steps: v.array(v.object({ slug: requiredText, title: requiredText, why: requiredText })),
});

export function parseReadingPath(body: unknown): ReadingPath | undefined {
  const parsed = v.safeParse(readingPathSchema, body);
  return parsed.success ? parsed.output : undefined;
}

/**
 * The links at the end of a post (`/reading/<slug>.json`, written by the build from every post's date and
 * keywords): its neighbours by date and up to three related posts.
 */
export const readingSchema = v.object({
  /** The post published just before this one, or `null` for the first. */
  previous: v.nullable(readingLink),
  /** The post published just after this one, or `null` for the latest. */
  next: v.nullable(readingLink),
  related: v.pipe(v.array(readingLink), v.maxLength(3)),
  /** The glossary's cards for the terms the post uses, for its explained terms (none in a file of an older build). */
  terms: v.fallback(v.array(glossaryCard), []),
  /** Its places on the reading paths, if it is on any (none in a file of an older build). */
  paths: v.fallback(v.array(pathPlaceSchema), []),
});

export function parseReading(body: unknown): Reading | undefined {
  const parsed = v.safeParse(readingSchema, body);
  return parsed.success ? parsed.output : undefined;
}

const countOfPosts = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Every topic (`/data/topics.json`, written by the build from the posts' short-tail keywords). */
export const topicListSchema = v.object({
  topics: v.array(v.object({ slug: requiredText, label: requiredText, count: countOfPosts })),
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

export function parseTopicList(body: unknown): TopicList | undefined {
  const parsed = v.safeParse(topicListSchema, body);
  return parsed.success ? parsed.output : undefined;
}

export function parseTopicPosts(body: unknown): TopicPosts | undefined {
  const parsed = v.safeParse(topicPostsSchema, body);
  return parsed.success ? parsed.output : undefined;
}

export type TopicList = v.InferOutput<typeof topicListSchema>;
export type TopicSummary = TopicList['topics'][number];
export type TopicPosts = v.InferOutput<typeof topicPostsSchema>;
export type TopicPost = TopicPosts['posts'][number];
export type Reading = v.InferOutput<typeof readingSchema>;
export type PathPlace = Reading['paths'][number];
export type ReadingPath = v.InferOutput<typeof readingPathSchema>;
export type Glossary = v.InferOutput<typeof glossarySchema>;
export type GlossaryTerm = Glossary['terms'][number];
export type GlossaryCard = v.InferOutput<typeof glossaryCard>;
export type ReadingLink = Reading['related'][number];
export type BlogSummary = v.InferOutput<typeof blogSummarySchema>;
/** One page of the blog list and the number of posts in all. */
export interface BlogList {
  readonly blogs: readonly BlogSummary[];
  readonly total: number;
}
export type BlogDetail = v.InferOutput<typeof blogDetailSchema>;

/** What a failed request leaves in the cache: the message the page shows after 'Error: '. */
export interface ApiError {
  readonly message: string;
  /** HTTP status when the function answered, for logs and retries. */
  readonly status?: number;
}
