/**
 * `npm run test:backend`: starts a throwaway Postgres (scripts/throwawayPostgres.ts), runs the storage,
 * publish, fetch-handler and Deno tests (tests/backend/) and the Pact verification against it, under Node and in
 * Deno, then stops it.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import path from 'node:path';
import { startThrowawayPostgres } from './throwawayPostgres';

const rootDir = path.resolve(__dirname, '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(args: string[], options: SpawnSyncOptions): number {
  console.log(`\n$ npx ${args.join(' ')}`);
  return spawnSync(npx, args, { stdio: 'inherit', cwd: rootDir, ...options }).status ?? 1;
}

async function main(): Promise<number> {
  const postgres = await startThrowawayPostgres();
  try {
    const tests = run(['jest', '-c', 'tests/backend/jest.config.ts', ...process.argv.slice(2)], {
      env: { ...process.env, CONTENT_TEST_DATABASE_URL: postgres.url() },
    });
    if (tests !== 0) return tests;
    // The same pact files the folder provider is verified against, now over rows: under Node, then the deployable
    // Supabase entry in Deno.
    const node = run(['tsx', 'scripts/pact-verify.ts'], { env: { ...process.env, CONTENT_DATABASE_URL: postgres.createDatabase('pact') } });
    if (node !== 0) return node;
    return run(['tsx', 'scripts/pact-verify.ts', '--deno'], {
      env: { ...process.env, CONTENT_DATABASE_URL: postgres.createDatabase('pact_deno') },
    });
  } finally {
    postgres.stop();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
