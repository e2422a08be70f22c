import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { sanskritScriptNames, sanskritScriptText } from '@/content/sanskritScript';
import type { SanskritScriptId } from '@/lib/sanskritScript';
import { SANSKRIT_SCRIPT_IDS } from '@/lib/sanskritScriptFormat';
import { useHydrated } from '@/lib/useHydrated';
import { sanskritScriptChosen, selectSanskritScriptFailed } from './sanskritScriptSlice';
import { selectSanskritScriptLoading, selectShownSanskritScript } from '@/store/shownSanskritScript';
import * as styles from './ScriptChoice.module.scss';
import { ScriptKeys } from './ScriptKeys';

/** A labelled `<select>`, the platform's own list for keyboards and screen readers; disabled until scripts run. */
export function ScriptChoice() {
  const id = useId();
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const shown = useAppSelector(selectShownSanskritScript);
  const loading = useAppSelector(selectSanskritScriptLoading);
  const failed = useAppSelector(selectSanskritScriptFailed);
  return (
    <div className={styles.choice}>
      <label htmlFor={id} className={styles.label}>
        {sanskritScriptText.label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={loading ?? shown}
        disabled={!hydrated}
        aria-busy={loading !== null}
        onChange={(event) => void dispatch(sanskritScriptChosen(event.target.value as SanskritScriptId))}
      >
        {SANSKRIT_SCRIPT_IDS.map((script) => (
          <option key={script} value={script}>
            {sanskritScriptNames[script]}
          </option>
        ))}
      </select>
      <span role="status" className={styles.status}>
        {loading !== null ? sanskritScriptText.loading : failed ? sanskritScriptText.failed : ''}
      </span>
      <ScriptKeys />
    </div>
  );
}
