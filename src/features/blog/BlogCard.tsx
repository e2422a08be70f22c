import { AppLink } from '@/components/AppLink';
import type { BlogSummary } from '@/api/models';
import { blogText } from '@/content/blog';
import { postPath } from '@/lib/postPath';
import { safeUrl } from './safeUrl';
import * as styles from './BlogCard.module.scss';

interface BlogCardProps {
  readonly post: BlogSummary;
}

export function BlogCard({ post }: BlogCardProps) {
  const image = safeUrl(post.pinterestImageLink);
  const path = postPath(post.slug);

  return (
    <article className={styles.card}>
      {image ? (
        <img className={styles.image} src={image} alt="" width={88} height={88} loading="lazy" decoding="async" />
      ) : (
        // Cards without a picture keep the same rhythm with the title's initial.
        <span className={styles.monogram} aria-hidden="true">
          {post.metaTitle.charAt(0)}
        </span>
      )}
      <h2 className={styles.title}>
        <AppLink to={path} className={styles.titleLink}>
          {post.metaTitle}
        </AppLink>
      </h2>
      {post.metaDescription && <p className={styles.description}>{post.metaDescription}</p>}
      {post.readingMinutes && <p className={styles.readingTime}>{`${post.readingMinutes} min read`}</p>}
      <AppLink to={path} className={styles.readMore} aria-label={`${blogText.readMore}: ${post.metaTitle}`}>
        {blogText.readMore}
        <span aria-hidden="true"> →</span>
      </AppLink>
    </article>
  );
}
