import type { BlogDetail } from '@/api/models';
import { siteName } from '@/content/site';
import { youtubeEmbedUrl, youtubeId } from '@/features/blog/youtubeId';
import { absoluteUrl } from '@/lib/absoluteUrl';
import { splitKeywords } from '@/lib/keywords';
import type { JsonLd } from './structuredData';

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
