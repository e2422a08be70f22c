import type { QuotedVerse } from '@/lib/quotedVerse';
import * as styles from './QuotedVerseFigure.module.scss';

interface QuotedVerseFigureProps {
  readonly verse: QuotedVerse;
  /** The first quotation of this verse in the post carries its anchor (`#bg-2-47`); a repeat links to it. */
  readonly anchored: boolean;
}

/** A verse as the reading sites show one: the Devanagari, its IAST, the translation, and the reference as its anchor. */
export function QuotedVerseFigure({ verse, anchored }: QuotedVerseFigureProps) {
  return (
    <figure id={anchored ? verse.id : undefined} className={styles.verse}>
      <blockquote className={styles.text}>
        <p lang="sa" className={styles.devanagari}>
          {verse.devanagari.join('\n')}
        </p>
        <p lang="sa-Latn" className={styles.iast}>
          {verse.iast.join('\n')}
        </p>
        <p className={styles.translation}>{verse.translation}</p>
      </blockquote>
      <figcaption className={styles.source}>
        — <a href={`#${verse.id}`}>{verse.label}</a>
      </figcaption>
    </figure>
  );
}
