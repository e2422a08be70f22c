import { waitFor } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { restorePaintedSanskritScript, sanskritScriptChosen } from '@/features/sanskrit-script/sanskritScriptSlice';
import { selectShownSanskritScript } from '@/store/shownSanskritScript';
import { testConfig } from '../../support/renderWithProviders';
import { requestedTransliterationScripts, transliterationScriptFails } from '../../support/transliterationScript';

const root = document.documentElement;

function freshStore() {
  return makeStore({ config: testConfig });
}

describe("the script choice's mark on <html>", () => {
  beforeEach(() => root.removeAttribute('data-sanskrit-script'));

  it('follows the choice the store shows when a later choice overtakes one still loading', async () => {
    const store = freshStore();
    const telugu = store.dispatch(sanskritScriptChosen('telugu'));
    const devanagari = store.dispatch(sanskritScriptChosen('devanagari'));
    await Promise.all([telugu, devanagari]);
    // Telugu's script arrived after Devanagari was chosen: the page stays in Devanagari, and so does the mark.
    expect(requestedTransliterationScripts).toHaveLength(1);
    expect(selectShownSanskritScript(store.getState())).toBe('devanagari');
    expect(root).not.toHaveAttribute('data-sanskrit-script');
  });

  it('is taken off while a painted choice whose script failed before the paint is asked for again, and set once it shows', async () => {
    root.setAttribute('data-sanskrit-script', 'iast');
    const store = freshStore();
    restorePaintedSanskritScript(store.dispatch);
    // The page is in Devanagari until the script arrives: IAST beside IAST is not hidden meanwhile.
    expect(root).not.toHaveAttribute('data-sanskrit-script');
    expect(store.getState().sanskritScript).toEqual({ shown: 'devanagari', loading: 'iast', failed: false });
    await waitFor(() => expect(selectShownSanskritScript(store.getState())).toBe('iast'));
    expect(root).toHaveAttribute('data-sanskrit-script', 'iast');
  });

  it('stays off when the painted choice cannot be shown after all', async () => {
    root.setAttribute('data-sanskrit-script', 'tamil');
    transliterationScriptFails();
    const store = freshStore();
    restorePaintedSanskritScript(store.dispatch);
    await waitFor(() => expect(store.getState().sanskritScript).toEqual({ shown: 'devanagari', loading: null, failed: true }));
    expect(root).not.toHaveAttribute('data-sanskrit-script');
  });
});
