import * as styles from './TableOfContents.module.scss';

const MIN_SECTIONS = 3;

export interface ContentsEntry {
  readonly id: string;
  readonly text: string;
}

/** "In this article": the body's sections, from the parse that draws the body. */
export function TableOfContents({ sections }: { readonly sections: readonly ContentsEntry[] }) {
  if (sections.length < MIN_SECTIONS) return null;
  return (
    <nav className={styles.contents} aria-labelledby="post-contents">
      <h2 id="post-contents" className={styles.heading}>
        In this article
      </h2>
      <ol className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
