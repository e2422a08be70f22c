/**
 * What `lhci collect` serves (lighthouserc.cjs): a copy of the build in `bench/site.tmp/`, with the floor of each page
 * named on the command line beside it. A floor is the page's prerendered HTML with nothing loaded or run beyond it (no
 * scripts, no stylesheet files, no fonts), served as the page is (brotli): the fastest the same document paints on this
 * machine, so the page/floor LCP ratio says what the page's own critical path costs whatever the machine.
 *
 * The document's own `<style>` stays (less its `@font-face` rules): without it the floor lays out another page, whose
 * largest element may differ from run to run. Usage: `tsx bench/floorPages.ts / /blog …`.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const SITE_COPY = path.join(__dirname, 'site.tmp');
const DIST_DIR = path.join(__dirname, '..', 'dist');

/** Where a page's floor is served: `/` → `/bench-floor/home`, `/blog` → `/bench-floor/blog`. */
export const floorPath = (page: string): string => `/bench-floor${page === '/' ? '/home' : page}`;

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

/** A page's prerendered file, flat as the build writes pages: `/` is `index.html`, `/blog` is `blog.html`. */
const pageFile = (page: string) => (page === '/' ? 'index.html' : `${page.slice(1)}.html`);

function writeSiteWithFloors(pages: readonly string[]): void {
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) throw new Error('No build in dist/: run `npm run build` first.');
  rmSync(SITE_COPY, { recursive: true, force: true });
  cpSync(DIST_DIR, SITE_COPY, { recursive: true });
  for (const page of pages) {
    const floor = Buffer.from(floorHtml(readFileSync(path.join(DIST_DIR, pageFile(page)), 'utf8')));
    const file = path.join(SITE_COPY, `${floorPath(page)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, floor);
    writeFileSync(`${file}.br`, brotliCompressSync(floor));
    writeFileSync(`${file}.gz`, gzipSync(floor, { level: 9 }));
  }
}

if (require.main === module) writeSiteWithFloors(process.argv.slice(2));
