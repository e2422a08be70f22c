import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { expect } from './fixtures';

/** WCAG 2.1 A and AA, 2.2 AA (its 24 × 24 px target size), plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Only the violations are listed: listing every node that passed is most of axe's time on a long page. */
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };

/**
 * axe for a frame, answering the top frame's axe whatever its origin: the third-party frames are the suite's own stubs
 * (fixtures.ts), read like any other frame.
 */
const AXE_IN_FRAME = `${axe.source};axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`;

/** How long a frame may take to accept axe: a lazy frame never scrolled to has no document yet. */
const INJECT_TIMEOUT_MS = 1_000;

/** The page's axe, in functions run in the page (which see nothing of this module but its types). */
type WithAxe = typeof window & { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

function describe(violation: Result): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n');
  return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes}`;
}

/** Puts axe in `frame`, unless it runs no script (sandboxed without `allow-scripts`) or has no document yet. */
async function injectAxe(frame: Frame): Promise<void> {
  const element = await frame.frameElement().catch(() => null);
  const sandbox = element && (await element.getAttribute('sandbox'));
  if (sandbox != null && !sandbox.split(/\s+/).includes('allow-scripts')) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, INJECT_TIMEOUT_MS)));
  const injected = frame.evaluate(AXE_IN_FRAME).catch(() => undefined);
  await Promise.race([injected, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs axe on the whole page, frames included, and fails with a readable list of any violation. axe is put in every
 * frame that takes a script, and the page's own asks each of them for its part (`axe.run`); a frame without axe is
 * checked from outside only (its title, its size), after axe's half-second wait for an answer from it.
 *
 * `@axe-core/playwright`'s default runs each frame apart and joins the parts in a blank page it opens for every call:
 * the same rules on the same nodes, in twice the time on a post and five times on the glossary (docs/decisions/axe-from-the-page.md).
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  // axe reads the colours as they settle: a transition under way (a scheme the system just changed) is brought to its
  // end, as one in a section not yet laid out (`content-visibility`) would never come to it by itself.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
  for (const frame of page.frames()) await injectAxe(frame);
  const results = await page.evaluate((options) => (window as WithAxe).axe.run(document, options), RUN_OPTIONS);
  expect(results.violations.map(describe), `axe violations on ${state}`).toEqual([]);
}
