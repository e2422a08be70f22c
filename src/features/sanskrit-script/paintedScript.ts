import { SANSKRIT_SCRIPT_ATTRIBUTE } from '@/lib/sanskritScript';
import type { ScriptChoiceDispatch } from './sanskritScriptSlice';

/** Before hydration, for a page painted in another script: the store takes it, so the first render matches. */
export async function restorePaintedScript(dispatch: ScriptChoiceDispatch): Promise<void> {
  if (!document.documentElement.hasAttribute(SANSKRIT_SCRIPT_ATTRIBUTE)) return;
  const { restorePaintedSanskritScript } = await import(/* webpackChunkName: "sanskrit-script" */ './sanskritScriptSlice');
  restorePaintedSanskritScript(dispatch);
}
