import { DEFAULT_SANSKRIT_SCRIPT, type SanskritScriptId } from '@/lib/sanskritScript';

/** The slice is there once its code has loaded. */
interface StateWithScriptChoice {
  readonly sanskritScript?: { readonly shown: SanskritScriptId; readonly loading: SanskritScriptId | null };
}

/** The script shown, read without the choice's slice, which joins only with the code that can change it. */
export const selectShownSanskritScript = (state: StateWithScriptChoice): SanskritScriptId =>
  state.sanskritScript?.shown ?? DEFAULT_SANSKRIT_SCRIPT;

/** The script a choice is on its way to, if any. */
export const selectSanskritScriptLoading = (state: StateWithScriptChoice): SanskritScriptId | null => state.sanskritScript?.loading ?? null;
