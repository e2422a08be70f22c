import { installTransliteration } from '@/app/boot/transliteration';

const root = document.documentElement;
let readyState: DocumentReadyState = 'complete';

/**
 * The page as the parser leaves it while the HTML is still arriving: a stored choice of `script` marked on `<html>`,
 * the transliteration script running render-blocking, and the document still loading.
 */
function loadingPage(script: string): void {
  root.setAttribute('data-sanskrit-script', script);
  const blocking = document.createElement('script');
  blocking.setAttribute('blocking', 'render');
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(blocking);
  readyState = 'loading';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
}

/** The observer's callbacks run as microtasks, before the next paint. */
const beforeNextPaint = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  document.dispatchEvent(new Event('DOMContentLoaded'));
  jest.restoreAllMocks();
  root.removeAttribute('data-sanskrit-script');
  document.body.innerHTML = '';
});

describe('the transliteration script, loaded before the first paint', () => {
  it('writes a syllable cut in two by the HTML’s chunks whole, its mark after the vowel sign (review 3, U4)', async () => {
    loadingPage('tamil');
    document.body.innerHTML = '<p lang="sa">भक्तिः</p>';
    installTransliteration();
    expect(document.querySelector('p')).toHaveTextContent('ப⁴க்திஃ');

    const verse = document.createElement('p');
    verse.setAttribute('lang', 'sa');
    verse.append('कर्मण्येवाध');
    document.body.append(verse);
    await beforeNextPaint();
    expect(verse).toHaveTextContent('கர்மண்யேவாத⁴');
    // The parser appends the rest of the line to the same text node: the vowel sign of dhi, then the rest.
    (verse.firstChild as Text).appendData('िकारस्ते मा फलेषु कदाचन ।');
    await beforeNextPaint();
    expect(verse.textContent).toBe('கர்மண்யேவாதி⁴காரஸ்தே மா ப²லேஷு கதா³சன ।');
    expect(verse).toHaveAttribute('lang', 'sa-Taml');
  });

  it('rewrites the Sanskrit the parser adds, and no other text', async () => {
    loadingPage('gurmukhi');
    installTransliteration();
    document.body.innerHTML = '<p lang="sa">ॐ</p><p>ॐ, in English</p>';
    await beforeNextPaint();
    const [sanskrit, english] = document.querySelectorAll('p');
    expect(sanskrit).toHaveTextContent('ਓਂ');
    expect(english).toHaveTextContent('ॐ, in English');
  });
});
