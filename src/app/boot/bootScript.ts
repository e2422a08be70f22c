// esbuild runs as a process of its own: webpack.config.ts needs the text synchronously (docs/decisions/boot-scripts.md).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export type BootModule = 'theme' | 'consent' | 'entryLoader' | 'sanskritScript' | 'transliteration';

/** Older than the app's own ES2022: a browser that cannot run the app still gets its theme and banner. */
const TARGET = 'es2020';

const esbuild = () => path.join(path.dirname(require.resolve('esbuild/package.json')), 'bin', 'esbuild');

/** Compiled once per process. */
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
