import type { GlossWord } from '@/lib/verseGloss';
import { verseGlossText } from '@/content/verseGloss';
import { glossaryEntryPath } from './TermCard';
import * as styles from './VerseGloss.module.scss';
import { Sanskrit } from '@/components/Sanskrit';

/** One word of the gloss: the word as it stands alone, its IAST, linked to the glossary where it is one of its terms. */
function GlossTerm({ word }: { readonly word: GlossWord }) {
  const text = (
    <>
      <Sanskrit className={styles.devanagari} besideIast>
        {word.devanagari}
      </Sanskrit>{' '}
      <i lang="sa-Latn" className={styles.iast}>
        {word.iast}
      </i>
    </>
  );
  return word.termId ? <a href={glossaryEntryPath(word.termId)}>{text}</a> : text;
}

/** A verse's words one by one, before sandhi joined them, folded in a `<details>` that works before any script. */
export function VerseGloss({ gloss }: { readonly gloss: readonly GlossWord[] }) {
  return (
    <details className={styles.gloss}>
      <summary className={styles.summary}>{verseGlossText.summary}</summary>
      <dl className={styles.words}>
        {gloss.map((word, index) => (
          // The same word may stand twice in a verse (na … na): its place tells them apart.
          <div key={index} className={styles.word}>
            <dt>
              <GlossTerm word={word} />
            </dt>
            <dd>{word.meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
