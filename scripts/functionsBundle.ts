/**
 * `npm run functions:build`: server/functions/supabase.ts and the site's own modules it imports in one ES module for
 * Deno (supabase/functions/_shared/contentFunctions.js, not committed: build it before `supabase functions deploy`
 * and before the Deno tests). Packages (Hono, valibot, pg) stay imports, resolved by Deno from the `npm:` specifiers of
 * supabase/functions/deno.json, which must name the versions installed here (`denoImportProblems`, checked by
 * tests/scripts/functionsBundle.test.ts). Built for a neutral platform: a Node-only import fails the build.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const rootDir = path.resolve(__dirname, '..');
const BUNDLE_FILE = path.join(rootDir, 'supabase/functions/_shared/contentFunctions.js');
const DENO_JSON = path.join(rootDir, 'supabase/functions/deno.json');

export interface FunctionsBundle {
  readonly text: string;
  /** The package imports left in the bundle (`hono`, `hono/cors`, `pg`, …). */
  readonly packageImports: readonly string[];
}

export async function functionsBundle(): Promise<FunctionsBundle> {
  const result = await build({
    entryPoints: [path.join(rootDir, 'server/functions/supabase.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    mainFields: ['module', 'main'],
    packages: 'external',
    write: false,
    metafile: true,
    legalComments: 'none',
    banner: { js: '// Built by `npm run functions:build` from server/functions/supabase.ts: do not edit.' },
    logLevel: 'silent',
  });
  const packageImports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((entry) => entry.path));
  return { text: result.outputFiles[0]?.text ?? '', packageImports: [...new Set(packageImports)].sort() };
}

/** Writes the bundle where the Supabase entries import it from; its folder holds nothing else, so a clean clone lacks it. */
export function writeFunctionsBundle(text: string): string {
  mkdirSync(path.dirname(BUNDLE_FILE), { recursive: true });
  writeFileSync(BUNDLE_FILE, text);
  return BUNDLE_FILE;
}

/** The package a bare import names: `hono/cors` → `hono`, `@scope/x/y` → `@scope/x`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** What is wrong with deno.json's import map for these imports: each must resolve to `npm:<package>@<installed version>`. */
export function denoImportProblems(packageImports: readonly string[], denoJson = readFileSync(DENO_JSON, 'utf8')): string[] {
  const imports = (JSON.parse(denoJson) as { imports?: Record<string, string> }).imports ?? {};
  return packageImports.flatMap((specifier) => {
    const name = packageOf(specifier);
    const { version } = JSON.parse(readFileSync(path.join(rootDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    const exact = specifier === name ? imports[name] : imports[`${name}/`];
    const expected = specifier === name ? `npm:${name}@${version}` : `npm:/${name}@${version}/`;
    return exact === expected
      ? []
      : [`"${specifier === name ? name : `${name}/`}" must map to "${expected}" (got ${JSON.stringify(exact)})`];
  });
}

async function main(): Promise<void> {
  const { text, packageImports } = await functionsBundle();
  const problems = denoImportProblems(packageImports);
  if (problems.length > 0) throw new Error(`supabase/functions/deno.json:\n${problems.join('\n')}`);
  writeFunctionsBundle(text);
  console.log(
    `${path.relative(rootDir, BUNDLE_FILE)}: ${(text.length / 1024).toFixed(1)} KB; packages from deno.json: ${packageImports.join(', ')}`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
