/** @jest-environment jest-fixed-jsdom */
import { ENTRY_LOAD_TIMEOUT_MS, entryLoaderScript, withEntryPreloads } from '../../scripts/entryLoaderPlugin';

const requested = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
/** The files preloaded, as each is asked for (jsdom does not reflect a link's `as` as an attribute; a browser does). */
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) =>
    [link.as, link.crossOrigin, link.getAttribute('href')].filter(Boolean).join(' '),
  );

/** The browser's paint reports, played by the test: `paint(name)` delivers an entry to every observer. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static observers: FakePaintObserver[] = [];
  connected = false;
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: FakePaintObserver) => void) {}
  observe({ type }: { type: string }) {
    if (type === 'paint') {
      this.connected = true;
      FakePaintObserver.observers.push(this);
    }
  }
  disconnect() {
    this.connected = false;
  }
  static paint(name: string) {
    for (const observer of this.observers.filter((each) => each.connected)) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
    }
  }
}

/**
 * Runs the loader as the browser runs the template's inline script: its text, not a function of this module, with
 * `html` (the script element as a page has it) as `document.currentScript`.
 */
function runText(text: string, html = '<script data-preload></script>') {
  const template = document.createElement('template');
  template.innerHTML = html;
  const element = template.content.firstElementChild;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => element });
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the loader is only ever text; this is how text runs
    (new Function(text) as () => void)();
  } finally {
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  }
}

const runLoader = (sources: string[], html?: string) => runText(entryLoaderScript(sources), html);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><main><h1>A prerendered page</h1></main></div>';
  setVisibility('visible');
  FakePaintObserver.observers = [];
  FakePaintObserver.supportedEntryTypes = ['paint'];
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: FakePaintObserver });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the entry loader the page template runs in place of <script defer src>', () => {
  it('asks for the entry once the first contentful paint is reported, once, in order and not blocking', () => {
    runLoader(['/assets/js/main.abc.js', '/assets/js/extra.def.js']);
    jest.advanceTimersByTime(100);
    FakePaintObserver.paint('first-paint');
    expect(requested()).toEqual([]);

    FakePaintObserver.paint('first-contentful-paint');
    expect(requested()).toEqual(['/assets/js/main.abc.js', '/assets/js/extra.def.js']);
    // Dynamic scripts run as they arrive unless told otherwise; the entry's files keep their order.
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);

    // Neither the fallback timer nor another report loads it twice.
    jest.advanceTimersByTime(ENTRY_LOAD_TIMEOUT_MS);
    FakePaintObserver.paint('first-contentful-paint');
    expect(requested()).toHaveLength(2);
  });

  it("preloads the page's other scripts, listed by the page, beside the entry and only once it is painted", () => {
    const page = withEntryPreloads('<body><script data-preload>…</script></body>', ['assets/js/app.1.js', 'assets/js/page-blog-post.2.js']);
    expect(page).toBe('<body><script data-preload="/assets/js/app.1.js /assets/js/page-blog-post.2.js">…</script></body>');
    runLoader(['/assets/js/main.abc.js'], page.replace(/^<body>|<\/body>$/g, ''));
    expect(preloaded()).toEqual([]);

    FakePaintObserver.paint('first-contentful-paint');
    expect(requested()).toEqual(['/assets/js/main.abc.js']);
    expect(preloaded()).toEqual(['script /assets/js/app.1.js', 'script /assets/js/page-blog-post.2.js']);
    jest.advanceTimersByTime(ENTRY_LOAD_TIMEOUT_MS);
    expect(preloaded()).toHaveLength(2);
  });

  it('asks for a site file the page fetches (the search index) as a fetch would, once it is painted', () => {
    const page = withEntryPreloads('<script data-preload>…</script>', ['assets/js/page-search.3.js', 'data/search-index.json']);
    runLoader(['/assets/js/main.abc.js'], page);
    expect(preloaded()).toEqual([]);

    FakePaintObserver.paint('first-contentful-paint');
    expect(preloaded()).toEqual(['script /assets/js/page-search.3.js', 'fetch anonymous /data/search-index.json']);
  });

  it('preloads nothing where the page lists nothing (the app shell) or where it runs without its element', () => {
    setVisibility('hidden');
    runLoader(['/assets/js/main.abc.js']);
    expect(requested()).toEqual(['/assets/js/main.abc.js']);
    expect(preloaded()).toEqual([]);

    document.head.innerHTML = '';
    runLoader(['/assets/js/main.abc.js'], '');
    expect(requested()).toEqual(['/assets/js/main.abc.js']);
    expect(preloaded()).toEqual([]);
  });

  it('loads regardless when no paint is reported in time', () => {
    runLoader(['/assets/js/main.abc.js']);
    jest.advanceTimersByTime(ENTRY_LOAD_TIMEOUT_MS - 1);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()).toEqual(['/assets/js/main.abc.js']);
  });

  it('loads at once for the app shell: an empty root has nothing to paint', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runLoader(['/assets/js/main.abc.js']);
    expect(requested()).toEqual(['/assets/js/main.abc.js']);
  });

  it('loads at once in a background tab, which paints nothing', () => {
    setVisibility('hidden');
    runLoader(['/assets/js/main.abc.js']);
    expect(requested()).toEqual(['/assets/js/main.abc.js']);
  });

  it('loads at once in a browser that cannot report paints', () => {
    FakePaintObserver.supportedEntryTypes = ['resource'];
    runLoader(['/assets/js/main.abc.js']);
    expect(requested()).toEqual(['/assets/js/main.abc.js']);

    document.head.innerHTML = '';
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: undefined });
    runLoader(['/assets/js/main.abc.js']);
    expect(requested()).toEqual(['/assets/js/main.abc.js']);
  });

  it('writes a source as a string literal, whatever it holds', () => {
    const text = entryLoaderScript(['/a"b</script>.js']);
    expect(text).not.toContain('</script>');
    setVisibility('hidden');
    runText(text);
    expect(requested()).toEqual(['/a"b</script>.js']);
  });
});
