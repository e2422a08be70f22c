import { installTransliteration } from '@/app/boot/transliteration';
import { makeStore } from '@/store/store';
import { restorePaintedScript } from '@/features/sanskrit-script/paintedScript';
import { selectShownSanskritScript } from '@/store/shownSanskritScript';
import { testConfig } from '../../support/renderWithProviders';

const root = document.documentElement;

afterEach(() => root.removeAttribute('data-sanskrit-script'));

describe('restorePaintedScript, before hydration', () => {
  it('leaves a page painted in Devanagari in Devanagari', async () => {
    installTransliteration();
    const store = makeStore({ config: testConfig });
    await restorePaintedScript(store.dispatch);
    expect(selectShownSanskritScript(store.getState())).toBe('devanagari');
    expect(root).not.toHaveAttribute('data-sanskrit-script');
  });

  it('gives the store the script the head painted the page in', async () => {
    installTransliteration();
    root.setAttribute('data-sanskrit-script', 'telugu');
    const store = makeStore({ config: testConfig });
    await restorePaintedScript(store.dispatch);
    expect(selectShownSanskritScript(store.getState())).toBe('telugu');
    expect(store.getState().sanskritScript).toEqual({ shown: 'telugu', loading: null, failed: false });
  });
});
