import type { BlogDetail } from '@/api/models';
import type { LegalDocument } from '@/content/legal';
import { siteName } from '@/content/site';
import type { PageMeta } from './seoSlice';

/** Title and description of a post page: the post's own (spec §2). */
export function postMeta(post: BlogDetail): PageMeta {
  return { title: post.metaTitle, description: post.metaDescription };
}

/** Title and description of a privacy or terms page. */
export function legalMeta(document: LegalDocument): PageMeta {
  return { title: `${document.title} | ${siteName}`, description: document.description };
}
