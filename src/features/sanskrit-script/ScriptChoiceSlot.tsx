import { lazy, memo, Suspense } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import * as styles from './ScriptChoice.module.scss';

// Code that cannot load leaves the control pending: a painted one stays as painted (disabled), a drawn one an empty placeholder.
const ScriptChoice = lazy(() =>
  import(/* webpackChunkName: "script-choice" */ './ScriptChoice').then(
    ({ ScriptChoice }) => ({ default: ScriptChoice }),
    (error: unknown) => {
      console.error('The script control could not load:', error);
      return new Promise<never>(() => undefined);
    },
  ),
);

/** Its code apart; a memo, as a re-render reaching a boundary still hydrating makes React drop the painted control. */
export const ScriptChoiceSlot = memo(function ScriptChoiceSlot() {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={<div className={styles.pending} />}>
        <ScriptChoice />
      </Suspense>
    </ErrorBoundary>
  );
});
