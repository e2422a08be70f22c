import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildSync } from 'esbuild';
// The page's `window.__devtools` (its type comes with the hook's module).
import type {} from './browser/reduxDevtools';

let bundled: string | undefined;

/** The Redux DevTools hook (browser/reduxDevtools.ts) as one script, bundled once per test run. */
function devtoolsScript(): string {
  bundled ??= buildSync({
    entryPoints: [path.join(__dirname, 'browser/reduxDevtools.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
  }).outputFiles[0]?.text;
  if (!bundled) throw new Error('esbuild wrote no Redux DevTools hook');
  return bundled;
}

/** Gives the page the Redux DevTools hook before its scripts run, as the browser extension does. */
export async function installReduxDevtools(page: Page): Promise<void> {
  await page.addInitScript({ content: devtoolsScript() });
}

async function connected(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__devtools !== undefined);
}

/** The action types Redux DevTools lists for the page's store, in order (`@@INIT` first). */
export async function devtoolsActions(page: Page): Promise<string[]> {
  await connected(page);
  return page.evaluate(() => window.__devtools?.actionTypes() ?? []);
}

/** The Dispatcher: sends an action to the page's store. */
export async function devtoolsDispatch(page: Page, action: { type: string; payload?: unknown }): Promise<void> {
  await connected(page);
  await page.evaluate((sent) => window.__devtools?.dispatch(sent), action);
}

/** A click on an entry of the history: the store shows the state after the action at `index` (0 is `@@INIT`). */
export async function devtoolsJump(page: Page, index: number): Promise<void> {
  await connected(page);
  await page.evaluate((to) => window.__devtools?.jumpToState(to), index);
}

/** The name the store connected with, as the extension's instance list shows it. */
export async function devtoolsName(page: Page): Promise<string | undefined> {
  await connected(page);
  return page.evaluate(() => window.__devtools?.name);
}
