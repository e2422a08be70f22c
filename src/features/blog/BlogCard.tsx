import { AppLink } from '@/components/AppLink';
import { OmMark } from '@/components/OmMark';
import type { BlogSummary } from '@/api/models';
import { blogText } from '@/content/blog';
import { formatLongDate } from '@/lib/date';
import { postPath } from '@/lib/postPath';
import { safeUrl } from './safeUrl';
import * as styles from './BlogCard.module.scss';

interface BlogCardProps {
  readonly post: BlogSummary;
}

/** The card's date and reading time, as the post's own header writes them; nothing when it knows neither. */
function PostFacts({ date, readingMinutes }: { date: string | undefined; readingMinutes: number | undefined }) {
  const longDate = date === undefined ? null : formatLongDate(date);
  if (!longDate && !readingMinutes) return null;
  return (
    <p className={styles.facts}>
      {longDate && <time dateTime={date}>{longDate}</time>}
      {longDate && readingMinutes && <span aria-hidden="true"> · </span>}
      {readingMinutes && <span>{`${readingMinutes} min read`}</span>}
    </p>
  );
}

export function BlogCard({ post }: BlogCardProps) {
  const image = safeUrl(post.pinterestImageLink);
  const path = postPath(post.slug);

  return (
    <article className={styles.card}>
      {image ? (
        <img className={styles.image} src={image} alt="" width={88} height={88} loading="lazy" decoding="async" />
      ) : (
        // A card without a picture shows the site's mark on the illustrations' own ground: one family with those that have one.
        <span className={styles.emblem} aria-hidden="true">
          <OmMark className={styles.emblemMark} />
        </span>
      )}
      <h2 className={styles.title}>
        <AppLink to={path} className={styles.titleLink}>
          {post.metaTitle}
        </AppLink>
      </h2>
      {post.metaDescription && <p className={styles.description}>{post.metaDescription}</p>}
      <PostFacts date={post.date} readingMinutes={post.readingMinutes} />
      <AppLink to={path} className={styles.readMore} aria-label={`${blogText.readMore}: ${post.metaTitle}`}>
        {blogText.readMore}
        <span aria-hidden="true"> →</span>
      </AppLink>
    </article>
  );
}
