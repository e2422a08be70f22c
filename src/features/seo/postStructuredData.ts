import type { BlogDetail, VerseQuoted } from '@/api/models';
import { youtubeEmbedUrl, youtubeId } from '@/lib/youtubeId';
import { absoluteUrl } from '@/lib/absoluteUrl';
import { splitKeywords } from '@/lib/keywords';
import type { JsonLd } from './headTags';
import { theSite } from './pageHeads';

/** Only data for search engines: the player waits for a click. */
function videoStructuredData(post: BlogDetail): JsonLd[] {
  const id = youtubeId(post.youtubeShortsUrl);
  if (!id) return [];
  return [
    {
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

const quotations = (verses: readonly VerseQuoted[], url: string): JsonLd[] =>
  verses.map((verse) => ({
    '@type': 'Quotation',
    name: verse.label,
    text: verse.translation,
    url: `${url}#${verse.id}`,
    isBasedOn: { '@type': 'Book', name: verse.book, inLanguage: 'sa' },
  }));

/** As Google's Article rich results read it; author and publisher are the site, as no one person signs the articles. */
export function postStructuredData(
  post: BlogDetail,
  path: string,
  siteUrl: string | undefined,
  image: string,
  quoted: readonly VerseQuoted[],
): JsonLd[] {
  const url = absoluteUrl(siteUrl, path);
  const keywords = [...splitKeywords(post.shortTailKeywords), ...splitKeywords(post.longTailKeywords)];
  const site = theSite(siteUrl, 'Organization');
  const verses = quotations(quoted, url);
  return [
    {
      '@type': 'BlogPosting',
      headline: post.metaTitle,
      description: post.metaDescription,
      ...(post.date ? { datePublished: post.date, dateModified: post.updated ?? post.date } : {}),
      image,
      ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: site,
      publisher: { ...site, logo: absoluteUrl(siteUrl, '/favicon.svg') },
      ...(verses.length ? { hasPart: verses } : {}),
    },
    {
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
