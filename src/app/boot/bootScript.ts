/**
 * The inline scripts of the page template, compiled at build time from this folder's TypeScript: bundled with what
 * they import, minified, and called with their arguments as JSON. They run before the app (src/app/themeBoot.ts,
 * src/app/consentBanner.ts, scripts/entryLoaderPlugin.ts), inline so the first paint waits for no request, and allowed
 * by their hashes in the CSP (scripts/securityHeadersPlugin.ts).
 *
 * esbuild runs as a process of its own: webpack.config.ts needs the text synchronously, and esbuild's JS API refuses
 * jsdom's globals, where the tests compile the same scripts.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export type BootModule = 'theme' | 'consent' | 'entryLoader' | 'sanskritScript' | 'transliteration';

/** Older than the app's own ES2022: a browser that cannot run the app still gets its theme and banner. */
const TARGET = 'es2020';

const esbuild = () => path.join(path.dirname(require.resolve('esbuild/package.json')), 'bin', 'esbuild');

/** Each entry's text, compiled once per process (a build asks for each script once per page template). */
const compiled = new Map<string, string>();

/** The text of an inline script that calls `exported` of `src/app/boot/<module>.ts` with `args`. */
export function bootScript(module: BootModule, exported: string, ...args: readonly unknown[]): string {
  const entry = `import { ${exported} } from './${module}';\n${exported}(${args.map((arg) => JSON.stringify(arg)).join(', ')});\n`;
  const known = compiled.get(entry);
  if (known !== undefined) return known;
  const text = execFileSync(
    esbuild(),
    ['--bundle', '--minify', '--format=iife', `--target=${TARGET}`, '--loader=ts', `--sourcefile=${module}.boot.ts`, '--log-level=warning'],
    { cwd: __dirname, input: entry, encoding: 'utf8' },
  )
    .trim()
    .replace(/;$/, '');
  // esbuild writes `</script` as `<\/script`; this says so before a page could break on it.
  if (/<\/script|<!--/i.test(text)) throw new Error(`The ${module} boot script would end or escape its <script> element: ${text}`);
  compiled.set(entry, text);
  return text;
}
