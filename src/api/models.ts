import * as v from 'valibot';

/**
 * Wire shapes of the two serverless functions (spec §3), checked at run time so a
 * malformed body becomes an error state instead of `undefined` on screen.
 * Optional fields that are absent, null, blank or of the wrong type all read as absent:
 * one odd field should not cost the reader the whole post.
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

export const blogListSchema = v.object({
  blogs: v.array(blogSummarySchema),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const blogDetailSchema = v.object({
  metaTitle: requiredText,
  metaDescription: v.fallback(v.string(), ''),
  date: v.fallback(v.string(), ''),
  blog: v.string(),
  pinterestImageLink: optionalText,
  youtubeShortsUrl: optionalText,
  shortTailKeywords: optionalText,
  longTailKeywords: optionalText,
});

/** The list as the site reads it, or undefined when the body is not one. */
export function parseBlogList(body: unknown): BlogList | undefined {
  const parsed = v.safeParse(blogListSchema, body);
  return parsed.success ? parsed.output : undefined;
}

/** The post as the site reads it, or undefined when the body is not one. */
export function parseBlogDetail(body: unknown): BlogDetail | undefined {
  const parsed = v.safeParse(blogDetailSchema, body);
  return parsed.success ? parsed.output : undefined;
}

/** A post as listed on the blog page. */
export type BlogSummary = v.InferOutput<typeof blogSummarySchema>;
/** One page of the blog list and the number of posts in all. */
export type BlogList = v.InferOutput<typeof blogListSchema>;
/** A whole post; `null` when the function answers without one. */
export type BlogDetail = v.InferOutput<typeof blogDetailSchema>;

/** What a failed request leaves in the cache: the message the page shows after 'Error: '. */
export interface ApiError {
  readonly message: string;
  /** HTTP status when the function answered, for logs and retries. */
  readonly status?: number;
}
