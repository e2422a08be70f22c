import { useEffect, useId, useState } from 'react';
import { useGetGlossaryQuery } from '@/api/apiSlice';
import { selectOutcome } from '@/api/selectFromResult';
import { QueryView } from '@/components/QueryView';
import type { GlossaryTerm } from '@/api/models';
import { StatusMessage } from '@/components/StatusMessage';
import { glossaryText } from '@/content/glossaryPage';
import { romanise } from '@/features/search/romanise';
import { hasIndianScript } from '@/features/search/searchKey';
import { GlossaryEntry } from './GlossaryEntry';
import { byLetter, termFilter } from './glossaryFilter';
import { ScriptChoiceSlot } from '@/features/sanskrit-script/ScriptChoiceSlot';
import * as styles from './GlossaryPage.module.scss';

/** Sanskrit in an Indian script waits for the transliteration, fetched only for it. */
function useRomanised(text: string): string {
  const [romanised, setRomanised] = useState({ text, value: text });
  useEffect(() => {
    if (!hasIndianScript(text)) return;
    let current = true;
    void romanise(text).then(
      (value) => current && setRomanised({ text, value }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  if (!hasIndianScript(text)) return text;
  return romanised.text === text ? romanised.value : '';
}

const letterId = (letter: string) => `letter-${letter.toLowerCase()}`;

function GlossaryTerms({ terms }: { readonly terms: readonly GlossaryTerm[] }) {
  const [filter, setFilter] = useState('');
  const query = useRomanised(filter.trim());
  const fieldId = useId();
  const shown = new Set(terms.filter(termFilter(query)).map((term) => term.id));
  const groups = byLetter(terms);
  // While filtering, the index offers only the letters that still have a term.
  const lettersShown = groups.filter((group) => group.terms.some((term) => shown.has(term.id)));
  return (
    <>
      <form role="search" className={styles.filter} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={fieldId} className={styles.label}>
          {glossaryText.filterLabel}
        </label>
        <input
          id={fieldId}
          className={styles.field}
          type="search"
          value={filter}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${fieldId}-hint`}
          onChange={(event) => setFilter(event.target.value)}
        />
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {glossaryText.filterHint}
        </p>
      </form>
      <p role="status" className={styles.count}>
        {shown.size === 0 ? glossaryText.noMatch : glossaryText.count(shown.size, terms.length)}
      </p>
      <nav aria-label={glossaryText.indexLabel}>
        <ul className={styles.letters}>
          {lettersShown.map(({ letter }) => (
            <li key={letter}>
              <a href={`#${letterId(letter)}`} className={styles.letter}>
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ letter, terms: group }) => (
        <section key={letter} aria-labelledby={letterId(letter)} hidden={!group.some((term) => shown.has(term.id))}>
          <h2 id={letterId(letter)} className={styles.letterHeading}>
            {letter}
          </h2>
          <dl className={styles.list}>
            {group.map((term) => (
              <GlossaryEntry key={term.id} term={term} hidden={!shown.has(term.id)} />
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

/** Every term by letter, with a filter that knows Sanskrit spellings. */
export function GlossaryPage() {
  const result = useGetGlossaryQuery(undefined, { selectFromResult: selectOutcome });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{glossaryText.title}</h1>
        <p className={styles.intro}>{glossaryText.intro}</p>
        <div className={styles.script}>
          <ScriptChoiceSlot />
        </div>
      </header>
      <QueryView
        {...result}
        text={glossaryText}
        isEmpty={(glossary) => glossary.terms.length === 0}
        empty={<StatusMessage tone="empty">{glossaryText.empty}</StatusMessage>}
      >
        {(glossary) => <GlossaryTerms terms={glossary.terms} />}
      </QueryView>
    </div>
  );
}
