/**
 * The JS and CSS a page paints and takes over with, as the build lists them: its prerendered HTML's scripts and
 * stylesheets, the files its entry loader asks for at the first paint (`data-preload`,
 * src/app/boot/entryLoader.ts) and webpack's entry chunk group (build/chunks.json). What a page asks for later (when
 * idle, on a reader's action) is not listed there, and is not initial.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from './pages';

export const ROOT_DIR = path.join(__dirname, '..');
export const DIST_DIR = path.join(ROOT_DIR, 'dist');
const CHUNK_MANIFEST = path.join(ROOT_DIR, 'build/chunks.json');

export interface InitialFiles {
  /** Files in dist/, e.g. `assets/js/app.1234567890.js`. */
  js: string[];
  css: string[];
  /** The stylesheets the HTML carries inline (`<style>`), one after another. */
  inlineCss: string;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
const inDist = (url: string) => url.replace(/^\//, '');

/** The entry chunk group's files: what the loader's inline script asks for first. */
function entryFiles(): string[] {
  if (!existsSync(CHUNK_MANIFEST)) throw new Error(`No ${path.relative(ROOT_DIR, CHUNK_MANIFEST)}: run \`npm run build\` first.`);
  return (JSON.parse(readFileSync(CHUNK_MANIFEST, 'utf8')) as Record<string, string[]>).main ?? [];
}

/** A page's initial files, read from its prerendered HTML (`html`) and the build's entry. */
export function initialFilesOf(html: string, entry: readonly string[] = entryFiles()): InitialFiles {
  const scripts = tags(html, 'script').flatMap((tag) =>
    ['src', 'data-preload'].flatMap((name) => attribute(tag, name)?.split(/\s+/) ?? []),
  );
  const links = tags(html, 'link').filter((tag) => /^(preload|modulepreload|stylesheet)$/i.test(attribute(tag, 'rel') ?? ''));
  const linked = (kind: RegExp) =>
    links.filter((tag) => kind.test(attribute(tag, 'href') ?? '')).map((tag) => attribute(tag, 'href') ?? '');
  const unique = (files: readonly string[]) => [...new Set(files.filter(Boolean).map(inDist))];
  return {
    js: unique([...entry.filter((file) => file.endsWith('.js')), ...scripts, ...linked(/\.m?js$/)]),
    css: unique(linked(/\.css$/)),
    inlineCss: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '').join('\n'),
  };
}

export const initialFiles = (page: Page): InitialFiles => initialFilesOf(readFileSync(path.join(DIST_DIR, page.html), 'utf8'));
