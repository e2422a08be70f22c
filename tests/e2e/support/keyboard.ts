import type { Locator, Page } from '@playwright/test';

/** One stop of a walk through the page with Tab. */
export interface FocusStop {
  /** Index among the page's focusable controls (see `markFocusable`), or -1 for anything else. */
  readonly index: number;
  readonly description: string;
  /** A focus indicator is drawn: an outline of at least 2 px or a box shadow. */
  readonly indicated: boolean;
  /** The control is on screen once focused, and not covered by something else (a sticky header). */
  readonly onScreen: boolean;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]';

/**
 * Numbers every control a keyboard user should be able to reach: focusable by tag or tabindex,
 * not tabindex=-1, not disabled, rendered, and not inside something hidden or inert.
 * Returns their descriptions, in document order.
 */
export async function markFocusable(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}> ${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 60)}`;
    const reachable = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      if (el.getAttribute('tabindex') === '-1') return false;
      if ((el as HTMLButtonElement).disabled) return false;
      if (el.closest('[inert]')) return false;
      return el.checkVisibility({ visibilityProperty: true });
    });
    document.querySelectorAll('[data-e2e-focus]').forEach((el) => el.removeAttribute('data-e2e-focus'));
    reachable.forEach((el, index) => el.setAttribute('data-e2e-focus', String(index)));
    return reachable.map(describe);
  }, FOCUSABLE);
}

/** Describes the focused element: which marked control it is, and whether focus is visible on it. */
export async function focusStop(page: Page): Promise<FocusStop> {
  // Read at once: getComputedStyle and getClientRects bring style and layout up to date with the new focus, and
  // reduced motion (tabThroughPage) leaves no transition or smooth scroll under way.
  return page.evaluate(async () => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) {
      return { index: -1, description: '(body)', indicated: false, onScreen: false };
    }
    // The ring may be drawn on the control or, through :focus-within, on the card around it.
    const ringed = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow;
    };
    // A frame's document draws focus on its own controls and scrolls them into view; the tests
    // stub third-party frames with empty documents, so there is nothing of theirs to judge.
    const frame = el.tagName === 'IFRAME';
    let indicated = frame || ringed(el);
    for (let node = el.parentElement, depth = 0; !indicated && node && depth < 3; node = node.parentElement, depth += 1) {
      indicated = node.matches(':focus-within') && ringed(node);
    }
    // A link that wraps has one box per line; the centre of their union can fall between two
    // lines, on plain text. Each line's box is judged on its own, and one in view is enough.
    const boxOnScreen = (rect: DOMRect) => {
      const inView =
        rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
      const onTop = document.elementFromPoint(x, y);
      return inView && onTop !== null && (el === onTop || el.contains(onTop) || onTop.contains(el));
    };
    const visibleNow = () => Array.from(el.getClientRects()).some(boxOnScreen);
    // A control that moves into view as it gains focus (the skip link) gets up to half a second.
    let onScreen = frame || visibleNow();
    for (let waited = 0; !onScreen && waited < 500; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      onScreen = visibleNow();
    }
    return {
      index: Number(el.getAttribute('data-e2e-focus') ?? -1),
      description: `<${el.tagName.toLowerCase()}> ${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 60)}`,
      indicated,
      onScreen,
    };
  });
}

/**
 * Presses Tab from the top of the page until focus comes back round (or leaves the document),
 * recording every stop. Starts from a click-free state: focus on the document itself.
 * Reduced motion makes the browser scroll each control into view at once, so where it lands
 * can be read straight after the key press.
 */
export async function tabThroughPage(page: Page, limit = 120): Promise<FocusStop[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  const stops: FocusStop[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop.index === -1 && stop.description === '(body)') break;
    if (stops.length > 0 && stop.index === stops[0]?.index) break;
    stops.push(stop);
  }
  return stops;
}

/** Presses Tab until `target` has focus; fails after `limit` presses. Returns how many it took. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`Tab never reached ${String(target)} in ${limit} presses`);
}
