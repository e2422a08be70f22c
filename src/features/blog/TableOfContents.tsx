import { AppLink } from '@/components/AppLink';
import { sectionHeadings } from './readingAids';
import * as styles from './TableOfContents.module.scss';

const MIN_SECTIONS = 3;

interface TableOfContentsProps {
  readonly markdown: string;
}

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
            <AppLink to={{ hash: `#${section.id}` }}>{section.text}</AppLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
