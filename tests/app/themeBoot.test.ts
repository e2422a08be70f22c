import { fireEvent, screen } from '@testing-library/dom';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { themeBootScript, themeMetasHtml } from '@/app/headBoot';
import { ThemeToggle } from '@/features/layout/ThemeToggle';

const COLORS = { light: '#1f2a44', dark: '#0f1422' };
const KEY = 'vedanta-theme';

/** The page's storage, apart from jsdom's, so what the script stores is seen on its own; `refuse` makes it throw as a blocked site's does. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  refuse = false;
  getItem(key: string): string | null {
    if (this.refuse) throw new DOMException('blocked', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.refuse) throw new DOMException('blocked', 'SecurityError');
    this.items.set(key, value);
  }
}

const added: [EventTarget, string, EventListener][] = [];

/** Runs the boot script as the browser runs it in `<head>`: its storage faked, its listeners removed after the test. */
function boot(storage: MemoryStorage, script = themeBootScript()): void {
  const track = (target: EventTarget) => (type: string, listener: EventListener) => {
    added.push([target, type, listener]);
    target.addEventListener(type, listener);
  };
  const sandboxDocument = {
    documentElement: document.documentElement,
    querySelectorAll: (selector: string) => document.querySelectorAll(selector),
    addEventListener: track(document),
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is text, as the template carries it
  const run = new Function('localStorage', 'document', 'addEventListener', script) as (...args: unknown[]) => void;
  run(storage, sandboxDocument, track(window));
}

const theme = () => document.documentElement.getAttribute('data-theme');
const themeColors = () => [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));

beforeEach(() => {
  document.head.innerHTML = themeMetasHtml(COLORS);
});

afterEach(() => {
  for (const [target, type, listener] of added.splice(0)) target.removeEventListener(type, listener);
  document.documentElement.removeAttribute('data-theme');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the theme metas', () => {
  it('say the page has both schemes, with the header colour of each', () => {
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light dark');
    expect(
      [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => [meta.getAttribute('media'), meta.getAttribute('content')]),
    ).toEqual([
      ['(prefers-color-scheme: light)', '#1f2a44'],
      ['(prefers-color-scheme: dark)', '#0f1422'],
    ]);
  });
});

describe('the theme boot script', () => {
  it('follows the system when nothing is stored, a stored value is not a choice, or storage cannot be read', () => {
    for (const stored of [undefined, 'sepia', '"dark"', 'System', '']) {
      const storage = new MemoryStorage();
      if (stored !== undefined) storage.setItem(KEY, stored);
      boot(storage);
      expect(theme()).toBe('system');
      expect(themeColors()).toEqual(['#1f2a44', '#0f1422']);
    }
    const blocked = new MemoryStorage();
    blocked.refuse = true;
    boot(blocked);
    expect(theme()).toBe('system');
  });

  it.each([
    ['dark', ['#0f1422', '#0f1422']],
    ['light', ['#1f2a44', '#1f2a44']],
  ])('applies a stored %s choice, the browser colour included, whatever the system says', (choice, colors) => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, choice);
    boot(storage);
    expect(theme()).toBe(choice);
    expect(themeColors()).toEqual(colors);
  });

  it('answers the control before the app: system, light, dark and round again, each choice stored and named', () => {
    const storage = new MemoryStorage();
    render(createElement(ThemeToggle));
    boot(storage);
    const steps = [
      ['light', 'Theme: light', ['#1f2a44', '#1f2a44']],
      ['dark', 'Theme: dark', ['#0f1422', '#0f1422']],
      ['system', 'Theme: system setting', ['#1f2a44', '#0f1422']],
    ] as const;
    for (const [choice, name, colors] of steps) {
      fireEvent.click(screen.getByRole('button'));
      expect(theme()).toBe(choice);
      expect(storage.getItem(KEY)).toBe(choice);
      expect(themeColors()).toEqual(colors);
      // Each choice's name is in the button; the page's styles show the one in force (tests/e2e/theme.spec.ts).
      expect(screen.getByRole('button')).toHaveTextContent(name);
    }
  });

  it('still changes the theme for the page when storage refuses the choice, and ignores other clicks', () => {
    const storage = new MemoryStorage();
    document.body.innerHTML = '<p>Text</p>';
    render(createElement(ThemeToggle));
    boot(storage);
    fireEvent.click(screen.getByText('Text'));
    expect(theme()).toBe('system');
    storage.refuse = true;
    fireEvent.click(screen.getByRole('button'));
    expect(theme()).toBe('light');
  });

  it('applies the stored choice again to a page the back button brings back from the browser’s cache', () => {
    const storage = new MemoryStorage();
    boot(storage);
    expect(theme()).toBe('system');
    storage.setItem(KEY, 'dark');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(theme()).toBe('system');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(theme()).toBe('dark');
  });
});
