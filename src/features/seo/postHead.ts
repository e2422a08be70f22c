import type { BlogDetail } from '@/api/models';
import { absoluteUrl } from '@/lib/absoluteUrl';
import type { PageHead } from './headTags';
import { pageHead } from './pageHeads';
import { postStructuredData } from './postStructuredData';

/** An absolute http(s) URL or a site path, else none: lighter than `safeUrl`, as the head is worked out on every page. */
export function socialImage(link: string | undefined): string | undefined {
  const trimmed = link?.trim();
  if (!trimmed) return undefined;
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A post: its own title and description (spec §2), picture and `BlogPosting` data. */
export function postHead(siteUrl: string | undefined, path: string, post: BlogDetail): PageHead {
  const image = socialImage(post.pinterestImageLink);
  return pageHead(siteUrl, path, {
    title: post.metaTitle,
    description: post.metaDescription,
    type: 'article',
    image,
    structuredData: postStructuredData(post, path, siteUrl, image && absoluteUrl(siteUrl, image)),
  });
}
