/**
 * A `window.matchMedia` for jsdom that answers width queries from a settable viewport
 * width and `prefers-reduced-motion` from a flag, and tells listeners when either changes.
 */
type Listener = (event: MediaQueryListEvent) => void;

interface Viewport {
  width: number;
  reducedMotion: boolean;
  /** A touch screen: `(hover: none)` and `(pointer: coarse)` match. */
  touch: boolean;
}

const viewport: Viewport = { width: 1280, reducedMotion: false, touch: false };
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function matches(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (max) return viewport.width <= Number(max[1]);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (min) return viewport.width >= Number(min[1]);
  if (query.includes('prefers-reduced-motion: reduce')) return viewport.reducedMotion;
  if (query.includes('pointer: coarse')) return viewport.touch;
  return false;
}

export function installMatchMedia({ width = 1280, reducedMotion = false, touch = false } = {}): void {
  viewport.width = width;
  viewport.reducedMotion = reducedMotion;
  viewport.touch = touch;
  lists.clear();
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

/** Resizes the fake viewport and notifies every media query list whose answer changed. */
export function setViewportWidth(width: number): void {
  const before = new Map([...lists].map((entry) => [entry, matches(entry.query)]));
  viewport.width = width;
  for (const [entry, previous] of before) {
    const now = matches(entry.query);
    if (now === previous) continue;
    const event = { matches: now, media: entry.query } as MediaQueryListEvent;
    entry.listeners.forEach((listener) => listener(event));
  }
}

export function setReducedMotion(reduced: boolean): void {
  viewport.reducedMotion = reduced;
}
