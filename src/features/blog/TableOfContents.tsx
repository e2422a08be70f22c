import { Link } from 'react-router';
import { sectionHeadings } from './readingAids';
import * as styles from './TableOfContents.module.scss';

/** Posts with at least this many sections get a table of contents. */
const MIN_SECTIONS = 3;

interface TableOfContentsProps {
  readonly markdown: string;
}

/** Links to the post's sections, when it has enough of them to need a map. */
export function TableOfContents({ markdown }: TableOfContentsProps) {
  const sections = sectionHeadings(markdown);
  if (sections.length < MIN_SECTIONS) return null;
  return (
    <nav className={styles.contents} aria-labelledby="post-contents">
      <h2 id="post-contents" className={styles.heading}>
        In this article
      </h2>
      <ol className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={{ hash: `#${section.id}` }}>{section.text}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
