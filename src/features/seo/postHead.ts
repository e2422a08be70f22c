import type { BlogDetail, VerseQuoted } from '@/api/models';
import { absoluteUrl } from '@/lib/absoluteUrl';
import { parseUrl } from '@/lib/parseUrl';
import type { PageHead } from './headTags';
import { DEFAULT_SOCIAL_IMAGE, pageHead } from './pageHeads';
import { postStructuredData } from './postStructuredData';

/** An absolute http(s) URL or a site path: lighter than `safeUrl`, as the head is worked out on every page. */
export function socialImage(link: string | undefined): string | undefined {
  const trimmed = link?.trim();
  if (!trimmed) return undefined;
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  const url = parseUrl(trimmed);
  return url?.protocol === 'https:' || url?.protocol === 'http:' ? url.href : undefined;
}

function firstBodyImage(markdown: string): string | undefined {
  for (const match of markdown.matchAll(/!\[[^\]]*\]\(\s*<?([^\s)>]+)/g)) {
    const image = socialImage(match[1]);
    if (image) return image;
  }
  return undefined;
}

/** A post's head (spec §2): its picture, else its body's first, else the site's card; its verses from its reading file. */
export function postHead(siteUrl: string | undefined, path: string, post: BlogDetail, verses: readonly VerseQuoted[] = []): PageHead {
  const image = socialImage(post.pinterestImageLink) ?? firstBodyImage(post.blog) ?? DEFAULT_SOCIAL_IMAGE;
  return pageHead(siteUrl, path, {
    title: post.metaTitle,
    description: post.metaDescription,
    type: 'article',
    image,
    structuredData: postStructuredData(post, path, siteUrl, absoluteUrl(siteUrl, image), verses),
  });
}
