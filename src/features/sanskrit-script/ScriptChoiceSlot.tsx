import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { loadScriptChoice } from './loadScriptChoice';
import * as styles from './ScriptChoice.module.scss';

function LoadedScriptChoice() {
  const { ScriptChoice } = use(loadScriptChoice(useLocation().key));
  return <ScriptChoice />;
}

/**
 * The script control where a page offers it, its code loaded apart from the page's, so a reader who keeps Devanagari
 * takes over the page without it. A prerendered page keeps the control as painted (disabled, as with scripts off)
 * until the code is there, then hydrates it; a page drawn in the browser keeps its row meanwhile.
 */
export function ScriptChoiceSlot() {
  return (
    <Suspense fallback={<div className={styles.pending} />}>
      <LoadedScriptChoice />
    </Suspense>
  );
}
