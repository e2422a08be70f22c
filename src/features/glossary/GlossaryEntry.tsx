import { Link } from 'react-router';
import type { GlossaryTerm } from '@/api/models';
import { EmphasisedText } from '@/components/EmphasisedText';
import { glossaryText } from '@/content/glossaryPage';
import { postPath } from '@/lib/postPath';
import * as styles from './GlossaryPage.module.scss';
import { Sanskrit } from '@/components/Sanskrit';

export function GlossaryEntry({ term, hidden }: { readonly term: GlossaryTerm; readonly hidden: boolean }) {
  return (
    <div id={term.id} className={styles.entry} hidden={hidden}>
      <dt className={styles.term}>
        <dfn lang="sa-Latn" className={styles.iast}>
          {term.iast}
        </dfn>{' '}
        <Sanskrit className={styles.devanagari} besideIast>
          {term.devanagari}
        </Sanskrit>
      </dt>
      <dd className={styles.details}>
        <p className={styles.say}>
          {glossaryText.say}: <span className={styles.pronunciation}>{term.pronunciation}</span>
        </p>
        <p className={styles.definition}>
          <EmphasisedText text={term.definition} />
        </p>
        {term.spellings.length > 0 && (
          <p className={styles.meta}>
            {glossaryText.alsoWritten}: {term.spellings.join(', ')}
          </p>
        )}
        {term.posts.length > 0 && (
          <p className={styles.meta}>
            {glossaryText.readMore}:{' '}
            {term.posts.map((post, index) => (
              <span key={post.slug}>
                {index > 0 && ', '}
                <Link to={postPath(post.slug)}>{post.title}</Link>
              </span>
            ))}
          </p>
        )}
      </dd>
    </div>
  );
}
