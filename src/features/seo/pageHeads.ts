import type { BlogDetail } from '@/api/models';
import { blogText } from '@/content/blog';
import type { LegalPageMeta } from '@/content/legalPages';
import { notFoundContent, siteMeta, siteName } from '@/content/site';
import { absoluteUrl } from '@/lib/absoluteUrl';
import type { PageHead } from './headTags';
import { collectionStructuredData, homeStructuredData, postStructuredData } from './structuredData';
import { SEARCH_INDEX_PATH } from '@/api/apiSlice';
import type { TopicList, TopicPosts } from '@/api/models';
import { searchMeta, topicsMeta } from '@/content/discovery';
import { postPath } from '@/features/blog/postPath';
import { topicPageItems } from '@/features/topics/topicPages';
import { capitalise } from '@/lib/text';
import { topicPath } from '@/lib/topics';

/** The site's own card image (1200×630), for pages without a picture of their own. */
export const DEFAULT_SOCIAL_IMAGE = '/social-card.jpg';

interface HeadParts {
  readonly title: string;
  readonly description: string;
  readonly type?: PageHead['type'];
  readonly image?: string;
  readonly structuredData?: PageHead['structuredData'];
}

/** A page's head at `path`: its canonical URL and image made absolute on the site's address when there is one. */
export function pageHead(siteUrl: string | undefined, path: string | null, parts: HeadParts): PageHead {
  return {
    title: parts.title,
    description: parts.description,
    type: parts.type ?? 'website',
    canonicalUrl: siteUrl && path !== null ? absoluteUrl(siteUrl, path) : undefined,
    imageUrl: absoluteUrl(siteUrl, parts.image ?? DEFAULT_SOCIAL_IMAGE),
    structuredData: parts.structuredData ?? [],
  };
}

export function homeHead(siteUrl: string | undefined): PageHead {
  return pageHead(siteUrl, '/', { ...siteMeta, structuredData: homeStructuredData(siteUrl) });
}

/** `/blog` and its later pages, each its own canonical page. */
export function blogListHead(siteUrl: string | undefined, page: number): PageHead {
  return pageHead(siteUrl, page > 1 ? `/blog?page=${page}` : '/blog', blogText.listMeta);
}

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

/** A post the backend does not have (any more). */
export function missingPostHead(siteUrl: string | undefined): PageHead {
  return pageHead(siteUrl, null, { title: `${blogText.notFound} | ${siteName}`, description: notFoundContent.meta.description });
}

/** A page still loading its data, or failing to: the site's own head. */
export function pendingPageHead(siteUrl: string | undefined, path: string): PageHead {
  return pageHead(siteUrl, path, siteMeta);
}

export function legalHead(siteUrl: string | undefined, path: string, document: LegalPageMeta): PageHead {
  return pageHead(siteUrl, path, { title: `${document.title} | ${siteName}`, description: document.description });
}

/** The not-found page: no canonical URL, as the page is not one to index. */
export function notFoundHead(siteUrl: string | undefined): PageHead {
  return pageHead(siteUrl, null, notFoundContent.meta);
}

/** `/topics`: a collection of the topics' pages. */
export function topicsHead(siteUrl: string | undefined, list: TopicList | null | undefined): PageHead {
  const { title, description } = topicsMeta.list;
  const topics = (list?.topics ?? []).map((topic) => ({ title: capitalise(topic.label), path: topicPath(topic.slug) }));
  return pageHead(siteUrl, '/topics', {
    title,
    description,
    structuredData: collectionStructuredData(siteUrl, '/topics', title, description, topics),
  });
}

/** A topic's page `page`, each its own canonical page like the blog's. */
export function topicHead(siteUrl: string | undefined, topic: TopicPosts, page: number): PageHead {
  const base = topicPath(topic.slug);
  const path = page > 1 ? `${base}?page=${page}` : base;
  const heading = topicsMeta.heading(topic.label);
  const title = `${capitalise(heading)}${page > 1 ? ` (page ${page})` : ''} | ${siteName}`;
  const description = topicsMeta.description(topic.label, topic.posts.length);
  const posts = topicPageItems(topic.posts, page).map((post) => ({ title: post.title, path: postPath(post.slug) }));
  return pageHead(siteUrl, path, {
    title,
    description,
    structuredData: collectionStructuredData(siteUrl, path, heading, description, posts),
  });
}

/** A topic the build did not see, or still loading: no canonical URL. */
export function missingTopicHead(siteUrl: string | undefined): PageHead {
  return pageHead(siteUrl, null, { title: `${topicsMeta.notFound} | ${siteName}`, description: notFoundContent.meta.description });
}

/** `/search`; a search's own results are not a page to index, so only the empty search has a canonical URL. */
export function searchHead(siteUrl: string | undefined, query: string): PageHead {
  const trimmed = query.trim();
  const head = pageHead(siteUrl, trimmed ? null : '/search', {
    title: trimmed ? searchMeta.resultsTitle(trimmed) : searchMeta.title,
    description: searchMeta.description,
  });
  return { ...head, preload: [SEARCH_INDEX_PATH] };
}
