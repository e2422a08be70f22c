import { SANSKRIT_SCRIPT_ATTRIBUTE } from '@/lib/sanskritScript';
import type { ScriptChoiceDispatch } from './sanskritScriptSlice';

/**
 * Before hydration: where the head's boot script painted the page in a stored script other than Devanagari, the
 * choice's code loads and the store takes that script, so that the first render matches the page. A reader who keeps
 * Devanagari loads none of it.
 */
export async function restorePaintedScript(dispatch: ScriptChoiceDispatch): Promise<void> {
  if (!document.documentElement.hasAttribute(SANSKRIT_SCRIPT_ATTRIBUTE)) return;
  const { restorePaintedSanskritScript } = await import(/* webpackChunkName: "sanskrit-script" */ './sanskritScriptSlice');
  restorePaintedSanskritScript(dispatch);
}
