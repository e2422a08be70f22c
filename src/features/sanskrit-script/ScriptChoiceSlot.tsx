import { lazy, memo, Suspense } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import * as styles from './ScriptChoice.module.scss';

const ScriptChoice = lazy(() =>
  import(/* webpackChunkName: "script-choice" */ './ScriptChoice').then(({ ScriptChoice }) => ({ default: ScriptChoice })),
);

/**
 * The script control, its code apart for readers who keep Devanagari. A memo: a re-render reaching a boundary still
 * waiting to hydrate would make React drop the painted control for the fallback.
 */
export const ScriptChoiceSlot = memo(function ScriptChoiceSlot() {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={<div className={styles.pending} />}>
        <ScriptChoice />
      </Suspense>
    </ErrorBoundary>
  );
});
