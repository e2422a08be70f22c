import { sanskritScriptBootScript } from '@/app/headBoot';

const SRC = '/assets/js/transliteration.0123456789.js';

/** Runs the boot script's text as the browser runs it in `<head>`, with `storage` for the page's localStorage. */
function boot(storage: Pick<Storage, 'getItem'>): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is text, as the template carries it
  const run = new Function('localStorage', sanskritScriptBootScript(SRC)) as (storage: unknown) => void;
  run(storage);
}

const stored = (value: string | null) => ({ getItem: () => value });
const transliterationScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.getAttribute('src') === SRC);

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-sanskrit-script');
});

describe('the script for Sanskrit before the first paint', () => {
  it('for a stored Telugu, marks the page and asks for the transliteration script, blocking rendering until it has run', () => {
    boot(stored('telugu'));
    expect(document.documentElement).toHaveAttribute('data-sanskrit-script', 'telugu');
    const [script, ...more] = transliterationScripts();
    expect(more).toEqual([]);
    // Added by a script, it is async: it holds the paint, not the parser.
    expect(script).toHaveAttribute('blocking', 'render');
  });

  it.each([
    ['nothing stored', null],
    ['Devanagari stored', 'devanagari'],
    ['a script the site does not offer', 'klingon'],
    ['a value from elsewhere', '{"script":"tamil"}'],
  ])('loads nothing and marks nothing with %s', (_case, value) => {
    boot(stored(value));
    expect(document.documentElement).not.toHaveAttribute('data-sanskrit-script');
    expect(transliterationScripts()).toEqual([]);
  });

  it('loads nothing where storage cannot be read (a blocked site)', () => {
    boot({
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(document.documentElement).not.toHaveAttribute('data-sanskrit-script');
    expect(transliterationScripts()).toEqual([]);
  });
});
