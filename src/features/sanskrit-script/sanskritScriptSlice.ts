import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, ThunkDispatch, UnknownAction, WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import { DEFAULT_SANSKRIT_SCRIPT, SANSKRIT_SCRIPT_ATTRIBUTE, type SanskritScriptId } from '@/lib/sanskritScript';
import { SANSKRIT_SCRIPT_KEY, sanskritScriptChoice } from '@/lib/sanskritScriptFormat';
import { loadedTransliteration } from '@/lib/transliterationApi';
import { loadTransliteration } from '@/lib/loadTransliteration';
import { selectSanskritScriptLoading } from '@/store/shownSanskritScript';

/**
 * The script the page shows Sanskrit in. `shown` changes only once the transliteration script is there, so what the
 * store says is what the reader sees; `loading` is a choice on its way, `failed` a choice that could not be shown.
 */
export interface SanskritScriptState {
  readonly shown: SanskritScriptId;
  readonly loading: SanskritScriptId | null;
  readonly failed: boolean;
}

/** The store's state, this slice in it once its code has loaded. */
type StoreState = ReturnType<typeof rootReducer>;

/** The store's dispatch, as far as the choice goes. */
export type ScriptChoiceDispatch = ThunkDispatch<StoreState, unknown, UnknownAction>;

const initialState: SanskritScriptState = { shown: DEFAULT_SANSKRIT_SCRIPT, loading: null, failed: false };

/** Keeps the reader's choice for every later page (held for this page where storage refuses it). */
function storeChoice(script: SanskritScriptId): void {
  try {
    if (script === DEFAULT_SANSKRIT_SCRIPT) localStorage.removeItem(SANSKRIT_SCRIPT_KEY);
    else localStorage.setItem(SANSKRIT_SCRIPT_KEY, script);
  } catch {
    // Storage refused: this page only.
  }
}

/**
 * Marks `<html>` with the script shown, as the head's boot script does before the first paint (what styles read: IAST
 * beside IAST is hidden). Written only here, in the code that changes `shown`, in the same task as the store's change,
 * so no frame shows the mark of one script over the text of another.
 */
function markShownScript(script: SanskritScriptId): void {
  const root = document.documentElement;
  if (script === DEFAULT_SANSKRIT_SCRIPT) root.removeAttribute(SANSKRIT_SCRIPT_ATTRIBUTE);
  else root.setAttribute(SANSKRIT_SCRIPT_ATTRIBUTE, script);
}

/** The reader chose a script: stored, then shown once its transliteration is loaded. */
export const sanskritScriptChosen = createAsyncThunk<SanskritScriptId, SanskritScriptId, { state: StoreState }>(
  'sanskritScript/chosen',
  async (script, { getState }) => {
    storeChoice(script);
    if (script !== DEFAULT_SANSKRIT_SCRIPT) await loadTransliteration();
    // A later choice made while this one loaded wins (the reducer below ignores this one).
    if (selectSanskritScriptLoading(getState()) === script) markShownScript(script);
    return script;
  },
);

export const sanskritScriptSlice = createSlice({
  name: 'sanskritScript',
  initialState,
  reducers: {
    /** The page was painted in this script (the head's boot script applied a stored choice). */
    sanskritScriptRestored(state, action: PayloadAction<SanskritScriptId>) {
      state.shown = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sanskritScriptChosen.pending, (state, action) => {
        state.loading = action.meta.arg;
        state.failed = false;
      })
      .addCase(sanskritScriptChosen.fulfilled, (state, action) => {
        // A later choice made while this one loaded wins.
        if (state.loading !== action.payload) return;
        state.shown = action.payload;
        state.loading = null;
      })
      .addCase(sanskritScriptChosen.rejected, (state, action) => {
        if (state.loading !== action.meta.arg) return;
        state.loading = null;
        state.failed = true;
      });
  },
  selectors: {
    selectSanskritScriptFailed: (state) => state.failed,
  },
});

export const { sanskritScriptRestored } = sanskritScriptSlice.actions;

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's declaration merging: the slice's key and state
  export interface LazyLoadedSlices extends WithSlice<typeof sanskritScriptSlice> {}
}

/**
 * Injected into the store when this code loads: with the script control's chunk (`script-choice`, loadScriptChoice.ts)
 * on the pages that offer it, or, for a stored choice other than Devanagari, with the chunk `start` loads before
 * hydrating (`sanskrit-script`, paintedScript.ts). Until then the page shows its Sanskrit as written
 * (`selectShownSanskritScript`).
 */
const injectedSanskritScriptSlice = sanskritScriptSlice.injectInto(rootReducer);

export const { selectSanskritScriptFailed } = injectedSanskritScriptSlice.selectors;

/**
 * Before hydration: the store takes the script the page was painted in, which the head's boot script chose from the
 * stored choice. Where the transliteration script failed to load, the page is in Devanagari, and the choice is asked
 * for again.
 */
export function restorePaintedSanskritScript(dispatch: ScriptChoiceDispatch): void {
  const stored = document.documentElement.getAttribute(SANSKRIT_SCRIPT_ATTRIBUTE);
  if (stored === null) return;
  const script = sanskritScriptChoice(stored);
  if (loadedTransliteration()) {
    dispatch(sanskritScriptRestored(script));
    return;
  }
  markShownScript(DEFAULT_SANSKRIT_SCRIPT);
  void dispatch(sanskritScriptChosen(script));
}
