import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { AppDispatch, RootState } from '@/store/store';
import { DEFAULT_SANSKRIT_SCRIPT, SANSKRIT_SCRIPT_ATTRIBUTE, type SanskritScriptId } from '@/lib/sanskritScript';
import { SANSKRIT_SCRIPT_KEY, sanskritScriptChoice } from '@/lib/sanskritScriptFormat';
import { loadedTransliteration } from '@/lib/transliterationApi';
import { loadTransliteration } from '@/lib/loadTransliteration';
import { selectSanskritScriptLoading } from '@/store/shownSanskritScript';

/** `shown` changes only once the transliteration is there, so the store says what the reader sees. */
const initialState = { shown: DEFAULT_SANSKRIT_SCRIPT, loading: null as SanskritScriptId | null, failed: false };

function storeChoice(script: SanskritScriptId): void {
  try {
    if (script === DEFAULT_SANSKRIT_SCRIPT) localStorage.removeItem(SANSKRIT_SCRIPT_KEY);
    else localStorage.setItem(SANSKRIT_SCRIPT_KEY, script);
  } catch {
    // Storage refused: this page only.
  }
}

/** Marks `<html>` in the task that changes `shown`, so no frame shows one script's mark over another's text. */
function markShownScript(script: SanskritScriptId): void {
  const root = document.documentElement;
  if (script === DEFAULT_SANSKRIT_SCRIPT) root.removeAttribute(SANSKRIT_SCRIPT_ATTRIBUTE);
  else root.setAttribute(SANSKRIT_SCRIPT_ATTRIBUTE, script);
}

/** Stored, then shown once its transliteration is loaded. */
export const sanskritScriptChosen = createAsyncThunk<SanskritScriptId, SanskritScriptId, { state: RootState }>(
  'sanskritScript/chosen',
  async (script, { getState }) => {
    storeChoice(script);
    if (script !== DEFAULT_SANSKRIT_SCRIPT) await loadTransliteration();
    // A later choice made while this one loaded wins.
    if (selectSanskritScriptLoading(getState()) === script) markShownScript(script);
    return script;
  },
);

export const sanskritScriptSlice = createSlice({
  name: 'sanskritScript',
  initialState,
  reducers: {
    /** The page was painted in this script (a stored choice). */
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
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof sanskritScriptSlice> {}
}

/** Injected with the control's chunk, or before hydrating for a stored choice (paintedScript.ts). */
const injectedSanskritScriptSlice = sanskritScriptSlice.injectInto(rootReducer);

export const { selectSanskritScriptFailed } = injectedSanskritScriptSlice.selectors;

/** The store takes the script the page was painted in; if the transliteration failed to load, it is asked for again. */
export function restorePaintedSanskritScript(dispatch: AppDispatch): void {
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
