import { AppLink } from '@/components/AppLink';
import { useGetReadingQuery } from '@/api/apiSlice';
import type { ReadingLink } from '@/api/models';
import { blogText } from '@/content/blog';
import { postPath } from '@/lib/postPath';
import * as styles from './PostReading.module.scss';

function Neighbour({ link, label, rel }: { readonly link: ReadingLink; readonly label: string; readonly rel: 'prev' | 'next' }) {
  return (
    <li className={styles[rel]}>
      <AppLink to={postPath(link.slug)} rel={rel} className={styles.neighbour}>
        <span className={styles.direction}>{label}</span> <span className={styles.title}>{link.title}</span>
      </AppLink>
    </li>
  );
}

/**
 * Related reading and the previous and next posts, from the links the build wrote for this post: in the
 * prerendered page at once, asked for after the post on a page change, and left out when there are none
 * (a post published since the build) or they cannot be read.
 */
export function PostReading({ slug }: { readonly slug: string }) {
  const { data: reading } = useGetReadingQuery(slug);
  if (!reading || (!reading.previous && !reading.next && reading.related.length === 0)) return null;
  const { previous, next, related } = reading;
  return (
    <nav className={styles.reading} aria-label={blogText.moreReading}>
      {related.length > 0 && (
        <section aria-labelledby="related-reading">
          <h2 id="related-reading" className={styles.heading}>
            {blogText.relatedReading}
          </h2>
          <ul className={styles.related}>
            {related.map((link) => (
              <li key={link.slug}>
                <AppLink to={postPath(link.slug)}>{link.title}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(previous || next) && (
        <ul className={styles.neighbours}>
          {previous && <Neighbour link={previous} label={blogText.previousPost} rel="prev" />}
          {next && <Neighbour link={next} label={blogText.nextPost} rel="next" />}
        </ul>
      )}
    </nav>
  );
}
