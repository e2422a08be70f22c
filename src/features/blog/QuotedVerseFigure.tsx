import { padaLines } from '@/lib/padaLines';
import type { QuotedVerse } from '@/lib/quotedVerse';
import { VerseGloss } from './VerseGloss';
import * as styles from './QuotedVerseFigure.module.scss';
import { Sanskrit } from '@/components/Sanskrit';

interface QuotedVerseFigureProps {
  readonly verse: QuotedVerse;
  /** The first quotation of this verse in the post carries its anchor (`#bg-2-47`); a repeat links to it. */
  readonly anchored: boolean;
}

/** A verse: Devanagari, IAST, translation and its reference as anchor; then its words, folded beside the figure. */
export function QuotedVerseFigure({ verse, anchored }: QuotedVerseFigureProps) {
  // A pāda a line in every script, where the IAST breaks: the transliteration keeps the Devanagari's lines.
  const lines = padaLines(verse);
  return (
    <div className={styles.verse}>
      <figure id={anchored ? verse.id : undefined} className={styles.figure}>
        <blockquote className={styles.text}>
          <Sanskrit as="p" className={styles.devanagari} besideIast>
            {lines.devanagari.join('\n')}
          </Sanskrit>
          <p lang="sa-Latn" className={styles.iast}>
            {lines.iast.join('\n')}
          </p>
          <p className={styles.translation}>{verse.translation}</p>
        </blockquote>
        <figcaption className={styles.source}>
          — <a href={`#${verse.id}`}>{verse.label}</a>
        </figcaption>
      </figure>
      {verse.gloss.length > 0 && <VerseGloss gloss={verse.gloss} />}
    </div>
  );
}
