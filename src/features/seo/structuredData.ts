import type { BlogDetail } from '@/api/models';
import { siteMeta, siteName } from '@/content/site';
import { splitKeywords } from '@/lib/keywords';
import { absoluteUrl } from '@/lib/absoluteUrl';
import { youtubeEmbedUrl, youtubeId } from '@/features/blog/youtubeId';

/** A schema.org object, written into the page as JSON-LD. */
export type JsonLd = Record<string, unknown>;

export function homeStructuredData(siteUrl: string | undefined): JsonLd[] {
  const url = absoluteUrl(siteUrl, '/');
  return [
    { '@context': 'https://schema.org', '@type': 'WebSite', name: siteName, url, description: siteMeta.description },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteName,
      url,
      logo: absoluteUrl(siteUrl, '/favicon.svg'),
    },
  ];
}

/** The post's video, for search engines: only data, nothing the page loads (the player waits for a click). */
function videoStructuredData(post: BlogDetail): JsonLd[] {
  const id = youtubeId(post.youtubeShortsUrl);
  if (!id) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: post.metaTitle,
      description: post.metaDescription,
      thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      // When it was published here: the video's own upload date is not in the post.
      ...(post.date ? { uploadDate: post.date } : {}),
      embedUrl: youtubeEmbedUrl(id),
      contentUrl: `https://www.youtube.com/shorts/${id}`,
    },
  ];
}

export function postStructuredData(post: BlogDetail, path: string, siteUrl: string | undefined, image: string | undefined): JsonLd[] {
  const url = absoluteUrl(siteUrl, path);
  const keywords = [...splitKeywords(post.shortTailKeywords), ...splitKeywords(post.longTailKeywords)];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.metaTitle,
      description: post.metaDescription,
      ...(post.date ? { datePublished: post.date } : {}),
      ...(image ? { image } : {}),
      ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
      mainEntityOfPage: url,
      author: { '@type': 'Organization', name: siteName },
      publisher: { '@type': 'Organization', name: siteName, logo: absoluteUrl(siteUrl, '/favicon.svg') },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl(siteUrl, '/') },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: absoluteUrl(siteUrl, '/blog') },
        { '@type': 'ListItem', position: 3, name: post.metaTitle, item: url },
      ],
    },
    ...videoStructuredData(post),
  ];
}

/** A page listing posts (`/topics`, a topic): a `CollectionPage` of the site, with the posts it shows. */
export function collectionStructuredData(
  siteUrl: string | undefined,
  path: string,
  name: string,
  description: string,
  posts: ReadonlyArray<{ readonly title: string; readonly path: string }>,
): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name,
      description,
      url: absoluteUrl(siteUrl, path),
      isPartOf: { '@type': 'WebSite', name: siteName, url: absoluteUrl(siteUrl, '/') },
      ...(posts.length
        ? {
            mainEntity: {
              '@type': 'ItemList',
              itemListElement: posts.map((post, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                name: post.title,
                url: absoluteUrl(siteUrl, post.path),
              })),
            },
          }
        : {}),
    },
  ];
}
