import { lazy, memo, Suspense } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import * as styles from './ScriptChoice.module.scss';

const ScriptChoice = lazy(() =>
  import(/* webpackChunkName: "script-choice" */ './ScriptChoice').then(({ ScriptChoice }) => ({ default: ScriptChoice })),
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
