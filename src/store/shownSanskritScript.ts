import { DEFAULT_SANSKRIT_SCRIPT, type SanskritScriptId } from '@/lib/sanskritScript';

/** The store's state as far as the script shown goes: the slice is there once its code has loaded. */
interface StateWithScriptChoice {
  readonly sanskritScript?: { readonly shown: SanskritScriptId; readonly loading: SanskritScriptId | null };
}

/**
 * The script the page shows Sanskrit in. Read without the script choice's slice, which joins the store only with the
 * code that can change it (sanskritScriptSlice.ts): until then the page's Sanskrit is as written, in Devanagari.
 */
export const selectShownSanskritScript = (state: StateWithScriptChoice): SanskritScriptId =>
  state.sanskritScript?.shown ?? DEFAULT_SANSKRIT_SCRIPT;

/** The script a choice is on its way to, if any: none before the slice's code has loaded. */
export const selectSanskritScriptLoading = (state: StateWithScriptChoice): SanskritScriptId | null => state.sanskritScript?.loading ?? null;
