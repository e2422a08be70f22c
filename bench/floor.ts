/**
 * The floor of a page: its prerendered HTML painted with nothing loaded or run beyond it (no scripts, no stylesheets
 * from files, no fonts), the fastest the same document can paint on this machine. Measured beside the page in the same
 * Lighthouse runs, the ratio shows what the critical path costs whatever the machine.
 *
 * The document's own `<style>` stays (less its `@font-face` rules): it is part of the HTML, and without it the floor
 * lays out another page, whose largest element may be a different one from run to run (a post's floor took its text
 * in some runs and its hero image in others, 0.77 s or 0.91 s), so the ratio compared two different paints.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchPage, MeasuredPage } from './routes';

/** Served from the build while the bench runs, removed after. */
export const FLOOR_DIR = 'bench-floor';

const FLOOR_PREFIX = 'floor:';

/** The page measured at its floor, under an id of its own so both run in the same Lighthouse loop. */
export const floorOf = (page: BenchPage): MeasuredPage => ({
  id: FLOOR_PREFIX + page.id,
  label: `${page.label} floor`,
  path: `/${FLOOR_DIR}/${page.id}`,
});

export const isFloor = (page: MeasuredPage): boolean => page.id.startsWith(FLOOR_PREFIX);

/** Lighthouse's figures split into the pages' and their floors' (keyed by the page's id). */
export function splitFloors<T>(measured: Record<string, T>): { pages: Record<string, T>; floors: Record<string, T> } {
  const pages: Record<string, T> = {};
  const floors: Record<string, T> = {};
  for (const [id, value] of Object.entries(measured)) {
    if (id.startsWith(FLOOR_PREFIX)) floors[id.slice(FLOOR_PREFIX.length)] = value;
    else pages[id] = value;
  }
  return { pages, floors };
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const FONT_FACE = /@font-face\s*\{[^}]*\}/gi;
// Stylesheets, preloads and module preloads; icons and alternates stay, they cost no paint.
const RESOURCE_LINK = /<link\b[^>]*\brel=["']?(?:stylesheet|preload|modulepreload)\b[^>]*>/gi;
// A preloaded image is content the page paints (a post's hero): the floor asks for it as early as the page does.
const IMAGE_PRELOAD = /\bas=["']?image\b/i;

/** The document without anything that loads or runs beyond its HTML (images stay: they are content). */
export function floorHtml(html: string): string {
  return html
    .replace(SCRIPT, '')
    .replace(FONT_FACE, '')
    .replace(RESOURCE_LINK, (link) => (IMAGE_PRELOAD.test(link) ? link : ''));
}

/** Fetches each page as served and writes its floor into the build; returns the directory to remove. */
export async function writeFloorPages(origin: string, distDir: string, pages: readonly BenchPage[]): Promise<string> {
  const root = path.join(distDir, FLOOR_DIR);
  for (const page of pages) {
    const response = await fetch(new URL(page.path, origin));
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}, so it has no floor to measure`);
    // Flat, as the build writes pages: `/bench-floor/home` is `bench-floor/home.html`.
    const file = path.join(root, `${page.id}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, floorHtml(await response.text()));
  }
  return root;
}

export const removeFloorPages = (root: string): void => rmSync(root, { recursive: true, force: true });
