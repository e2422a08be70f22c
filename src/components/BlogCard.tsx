import { Link } from 'react-router';
import { OmMark } from '@/components/OmMark';
import type { BlogSummary } from '@/api/models';
import { blogText } from '@/content/blog';
import { postPath } from '@/lib/postPath';
import { PostFacts } from './PostFacts';
import { safeUrl } from '@/lib/safeUrl';
import * as styles from './BlogCard.module.scss';

export function BlogCard({ post }: { readonly post: BlogSummary }) {
  const image = safeUrl(post.pinterestImageLink);
  const path = postPath(post.slug);

  return (
    <article className={styles.card}>
      {image ? (
        <img className={styles.image} src={image} alt="" width={88} height={88} loading="lazy" decoding="async" />
      ) : (
        // The site's mark on the illustrations' ground: one family with the cards that have a picture.
        <span className={styles.emblem} aria-hidden="true">
          <OmMark className={styles.emblemMark} />
        </span>
      )}
      <h2 className={styles.title}>
        <Link to={path} className={styles.titleLink}>
          {post.metaTitle}
        </Link>
      </h2>
      {post.metaDescription && <p className={styles.description}>{post.metaDescription}</p>}
      <PostFacts className={styles.facts} date={post.date} readingMinutes={post.readingMinutes} />
      <Link to={path} className={styles.readMore} aria-label={`${blogText.readMore}: ${post.metaTitle}`}>
        {blogText.readMore}
        <span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}
