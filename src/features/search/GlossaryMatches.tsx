import { Link } from 'react-router';
import { searchText } from '@/content/discoveryPages';
import type { TermMatch } from './glossaryMatches';
import * as styles from './SearchPage.module.scss';
import { Sanskrit } from '@/components/Sanskrit';

/** The glossary's entries for the terms a query names, above the posts that discuss them. */
export function GlossaryMatches({ terms }: { readonly terms: readonly TermMatch[] }) {
  if (terms.length === 0) return null;
  return (
    <section className={styles.glossary} aria-labelledby="glossary-matches">
      <h2 id="glossary-matches" className={styles.glossaryTitle}>
        {searchText.inGlossary}
      </h2>
      <ul className={styles.glossaryList}>
        {terms.map((term) => (
          <li key={term.id}>
            <Link to={`/glossary#${term.id}`} className={styles.resultLink}>
              <span lang="sa-Latn">{term.iast}</span>
            </Link>{' '}
            <Sanskrit className={styles.devanagari} besideIast>
              {term.devanagari}
            </Sanskrit>
          </li>
        ))}
      </ul>
    </section>
  );
}
