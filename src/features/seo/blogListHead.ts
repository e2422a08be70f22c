import { blogText } from '@/content/blog';
import { siteName } from '@/content/site';
import type { BlogSummary } from '@/api/models';
import { absoluteUrl } from '@/lib/absoluteUrl';
import { postPath } from '@/lib/postPath';
import type { PageHead } from './headTags';
import { pageHead, theSite } from './pageHeads';

/** `/blog` and its later pages, each its own canonical page, as the site's `Blog`; `count`: pages, once known. */
export function blogListHead(siteUrl: string | undefined, page: number, posts: readonly BlogSummary[] = [], count?: number): PageHead {
  const path = page > 1 ? `/blog?page=${page}` : '/blog';
  const { description } = blogText.listMeta;
  return pageHead(siteUrl, path, {
    ...blogText.listMeta,
    title: page > 1 ? `${blogText.listTitle}, ${blogText.pageOf(page, count).toLowerCase()} | ${siteName}` : blogText.listMeta.title,
    structuredData: [
      {
        '@type': 'Blog',
        name: blogText.listTitle,
        description,
        url: absoluteUrl(siteUrl, path),
        publisher: theSite(siteUrl, 'Organization'),
        blogPost: posts.map((post) => ({
          '@type': 'BlogPosting',
          headline: post.metaTitle,
          url: absoluteUrl(siteUrl, postPath(post.slug)),
        })),
      },
    ],
  });
}
