/** A post as the functions answer it: its summary (get_metainfo) and its detail (get_details). */
import { MEDIA_PATH } from '../../src/api/contract';
import { mediaFileOf } from '../content/schema';
import type { PostSummary, StoredPost } from '../storage/types';

/** A `media/<file>` link as a URL of the media route, on `origin` (`''`: root-relative). */
function imageUrl(link: string, origin: string): string {
  const file = mediaFileOf(link);
  return file === undefined ? link : `${origin}${MEDIA_PATH}/${encodeURIComponent(file)}`;
}

const optional = (key: string, value: string | undefined): Record<string, string> => (value === undefined ? {} : { [key]: value });

/** The fields a post's summary and its detail share. */
function identity(post: PostSummary | StoredPost, origin: string) {
  return {
    id: post.id,
    slug: post.slug,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    ...optional('pinterestImageLink', post.pinterestImageLink && imageUrl(post.pinterestImageLink, origin)),
  };
}

/** A post in a get_metainfo page, its image links on `origin`. */
export function postSummary(post: PostSummary, origin: string) {
  return {
    ...identity(post, origin),
    // Beyond the contract: lets cards show the date and a reading time; other providers may leave them out.
    date: post.date,
    readingMinutes: post.readingMinutes,
  };
}

/** A post as get_details answers it, its image links on `origin`. */
export function postDetail(post: StoredPost, origin: string) {
  return {
    ...identity(post, origin),
    date: post.date,
    // Beyond the contract, optional: when the post last changed (front matter `updated:`).
    ...optional('updated', post.updated),
    blog: post.blog,
    ...optional('youtubeShortsUrl', post.youtubeShortsUrl),
    ...optional('shortTailKeywords', post.shortTailKeywords),
    ...optional('longTailKeywords', post.longTailKeywords),
  };
}
