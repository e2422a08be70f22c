/**
 * The Supabase entry as Supabase runs it: Deno (the pinned `deno` npm package) serving
 * supabase/functions/get_metainfo/index.ts, which imports the bundle `npm run functions:build` writes, with
 * its packages from supabase/functions/deno.json (fetched from the npm registry on first run). Used by the
 * Deno tests and the Pact verification of the deployable code (`npm run test:backend`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { functionsBundle, writeFunctionsBundle } from './functionsBundle';
import { freePort } from './freePort';

const rootDir = path.resolve(__dirname, '..');

export interface DenoFunctions {
  /** `http://127.0.0.1:<port>`: a request path is the part after `/functions/v1`, as Supabase hands it over. */
  readonly origin: string;
  stop(): void;
}

export async function startDenoFunctions(env: { CONTENT_DATABASE_URL: string; CONTENT_API_KEY: string }): Promise<DenoFunctions> {
  // Always from the sources of this checkout: the bundle is not committed.
  writeFunctionsBundle((await functionsBundle()).text);
  const port = await freePort();
  const child = spawn(
    path.join(rootDir, 'node_modules/.bin/deno'),
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      '--config',
      'supabase/functions/deno.json',
      'supabase/functions/get_metainfo/index.ts',
    ],
    {
      cwd: rootDir,
      env: { ...process.env, ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`deno exited (${code}) before listening:\n${output}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
