import { memo, Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { useHydrated } from '@/lib/useHydrated';
import { loadWhenIdle } from '@/lib/whenIdle';
import { loadScriptChoice } from './loadScriptChoice';
import * as styles from './ScriptChoice.module.scss';

type ScriptChoiceCode = Awaited<ReturnType<typeof loadScriptChoice>>;

let afterHydration: Promise<ScriptChoiceCode> | undefined;

/**
 * The code for a painted control, asked for once the browser is idle after React has taken over the page: arriving
 * while React hydrated a post, it made the takeover 35 ms slower (`npm run bench`, the taps). A load that fails never
 * settles, so the painted control stays as it is, disabled, as with scripts off.
 */
function codeAfterHydration(): Promise<ScriptChoiceCode> {
  afterHydration ??= loadWhenIdle(() => loadScriptChoice()).catch(() => new Promise<never>(() => undefined));
  return afterHydration;
}

function LoadedScriptChoice() {
  const visit = useLocation().key;
  const hydrating = !useHydrated();
  // The prerenderer has the code already (the page module's `ready`); a page drawn in the browser asks for it at once.
  const painted = hydrating && typeof document !== 'undefined';
  const { ScriptChoice } = use(painted ? codeAfterHydration() : loadScriptChoice(visit));
  return <ScriptChoice />;
}

/**
 * The script control where a page offers it, its code loaded apart from the page's, so a reader who keeps Devanagari
 * takes over the page without it. A prerendered page keeps the control as painted (disabled, as with scripts off)
 * until the code is there, then hydrates it; a page drawn in the browser keeps its row meanwhile, and leaves it empty
 * if the code fails to load. A memo: the page's re-renders (its answers coming in) never reach the boundary, as an
 * update to a boundary still waiting to hydrate would make React drop the painted control for the fallback.
 */
export const ScriptChoiceSlot = memo(function ScriptChoiceSlot() {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={<div className={styles.pending} />}>
        <LoadedScriptChoice />
      </Suspense>
    </ErrorBoundary>
  );
});
