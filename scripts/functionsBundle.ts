/**
 * `npm run functions:build`: server/functions/supabase.ts and everything it imports in one ES module for
 * Deno (supabase/functions/_shared/contentFunctions.js), `pg` left to Deno's `npm:` resolution
 * (supabase/functions/deno.json). Built for a neutral platform: a Node-only import fails the build.
 * `--check` fails when the committed file is not what the sources build (`npm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const rootDir = path.resolve(__dirname, '..');
const BUNDLE_FILE = path.join(rootDir, 'supabase/functions/_shared/contentFunctions.js');

async function functionsBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(rootDir, 'server/functions/supabase.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    mainFields: ['module', 'main'],
    external: ['pg'],
    write: false,
    legalComments: 'none',
    banner: { js: '// Built by `npm run functions:build` from server/functions/supabase.ts: do not edit.' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

async function main(): Promise<void> {
  const text = await functionsBundle();
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(BUNDLE_FILE, 'utf8');
    } catch {
      // Missing: stale.
    }
    if (committed !== text) {
      console.error(`${path.relative(rootDir, BUNDLE_FILE)} is not what the sources build: run npm run functions:build.`);
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(BUNDLE_FILE, text);
  console.log(`${path.relative(rootDir, BUNDLE_FILE)}: ${(text.length / 1024).toFixed(1)} KB`);
}

void main();
