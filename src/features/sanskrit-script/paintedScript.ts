import { SANSKRIT_SCRIPT_ATTRIBUTE } from '@/lib/sanskritScript';
import type { AppDispatch } from '@/store/store';

/** Before hydration, for a page painted in another script: the store takes it, so the first render matches. */
export async function restorePaintedScript(dispatch: AppDispatch): Promise<void> {
  if (!document.documentElement.hasAttribute(SANSKRIT_SCRIPT_ATTRIBUTE)) return;
  const { restorePaintedSanskritScript } = await import(/* webpackChunkName: "sanskrit-script" */ './sanskritScriptSlice');
  restorePaintedSanskritScript(dispatch);
}
