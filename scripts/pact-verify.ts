/**
 * `npm run pact:verify [pact files...]`: verifies every ContentFunctions pact in `pacts/` (or the
 * files given) with the Pact Verifier.
 *
 * - By default against the embedded content API, started on a free local port with the key
 *   `local-anon-key`; each provider state is set up by a handler in scripts/pact-states.ts.
 * - With `CONTENT_DATABASE_URL=postgres://...` the same, over that database (`npm run test:backend`):
 *   each state empties its tables and seeds their rows. Use a database for tests only.
 * - With `--deno` as well, against the deployable Supabase entry in Deno over that database (scripts/denoFunctions.ts).
 * - With `PACT_PROVIDER_URL=https://...` against that deployed provider instead. Its data cannot
 *   be set up from here, so the states are listed as assumed, not faked. If `SITE_API_KEY` is set,
 *   requests that carry a bearer key are sent with it.
 *
 * Exits non-zero when verification fails, no pact is found, or a state has no handler.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { Verifier } from '@pact-foundation/pact';
import { DEFAULT_API_KEY, FUNCTIONS_PATH } from '../src/api/contract';
import { createContentApi, type ContentApi } from '../server/api';
import { migrate } from '../server/storage/migrate';
import { createPostgresStorage } from '../server/storage/postgres';
import { makeTempDir, removeDir, writeContent } from '../tests/support/contentFolders';
import { startDenoFunctions } from './denoFunctions';
import { createStateHandlers, databaseSeeder, folderSeeder, PROVIDER_STATES, type StateSeeder } from './pact-states';

const PROVIDER = 'ContentFunctions';
const rootDir = path.resolve(__dirname, '..');
const pactDir = path.join(rootDir, 'pacts');

interface PactFile {
  file: string;
  consumer: string;
  states: Set<string>;
}

function readPact(file: string): PactFile | undefined {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as {
    consumer?: { name?: string };
    provider?: { name?: string };
    interactions?: { providerState?: string; providerStates?: { name: string }[] }[];
  };
  if (pact.provider?.name !== PROVIDER) return undefined;
  const states = new Set<string>();
  for (const interaction of pact.interactions ?? []) {
    if (interaction.providerState) states.add(interaction.providerState);
    for (const state of interaction.providerStates ?? []) states.add(state.name);
  }
  return { file, consumer: pact.consumer?.name ?? '(unknown consumer)', states };
}

function findPacts(args: string[]): PactFile[] {
  const files =
    args.length > 0
      ? args.map((arg) => path.resolve(arg))
      : (() => {
          try {
            return readdirSync(pactDir)
              .filter((name) => name.endsWith('.json'))
              .sort()
              .map((name) => path.join(pactDir, name));
          } catch {
            return [];
          }
        })();
  return files.flatMap((file) => {
    const pact = readPact(file);
    if (!pact) console.log(`Skipping ${path.relative(rootDir, file)}: not a pact for ${PROVIDER}.`);
    return pact ? [pact] : [];
  });
}

async function verifyRemote(baseUrl: string, pacts: PactFile[]): Promise<void> {
  const states = [...new Set(pacts.flatMap((pact) => [...pact.states]))];
  console.log(`Verifying the deployed provider at ${baseUrl}.`);
  console.log('Provider states cannot be set up on a deployed provider; these are ASSUMED to hold there (not set up, not faked):');
  for (const state of states) console.log(`  - ${state}`);
  const key = process.env.SITE_API_KEY;
  if (key) console.log('Requests that carry a bearer key are sent with SITE_API_KEY.');

  await new Verifier({
    provider: PROVIDER,
    providerBaseUrl: baseUrl,
    pactUrls: pacts.map((pact) => pact.file),
    logLevel: (process.env.PACT_LOG_LEVEL as 'warn' | undefined) ?? 'warn',
    changeOrigin: true,
    requestFilter: (req, _res, next) => {
      if (key && req.headers.authorization) req.headers.authorization = `Bearer ${key}`;
      next();
    },
  }).verifyProvider();
}

/** The provider the pacts are replayed against: the Node server over `api`, or the Supabase entry in Deno. */
async function startProvider(api: ContentApi, deno: boolean): Promise<{ baseUrl: string; label: string; stop(): Promise<void> }> {
  const databaseUrl = process.env.CONTENT_DATABASE_URL;
  if (deno) {
    if (!databaseUrl) throw new Error('--deno needs CONTENT_DATABASE_URL: the Supabase entry serves Postgres only.');
    const functions = await startDenoFunctions({ CONTENT_DATABASE_URL: databaseUrl, CONTENT_API_KEY: DEFAULT_API_KEY });
    const stop = () => {
      functions.stop();
      return Promise.resolve();
    };
    return { baseUrl: functions.origin, label: 'the Supabase entry in Deno', stop };
  }
  const server = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    if (server.listening) resolve();
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    label: 'the embedded content API',
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as Server).closeAllConnections();
      }),
  };
}

async function verifyLocal(pacts: PactFile[], deno: boolean): Promise<void> {
  const missing = [...new Set(pacts.flatMap((pact) => [...pact.states]))].filter((state) => !(state in PROVIDER_STATES));
  if (missing.length > 0) {
    throw new Error(
      `No state handler for: ${missing.map((state) => `"${state}"`).join(', ')}.\n` +
        'Add one to scripts/pact-states.ts (the name must match the consumer test exactly).',
    );
  }

  const provider = await localProvider(process.env.CONTENT_DATABASE_URL);
  const states = createStateHandlers(provider.seeder);
  const served = await startProvider(provider.api, deno);
  try {
    console.log(`Verifying against ${served.label} at ${served.baseUrl} (key ${DEFAULT_API_KEY}), ${provider.label}.`);
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: served.baseUrl,
      pactUrls: pacts.map((pact) => pact.file),
      stateHandlers: states.handlers,
      logLevel: (process.env.PACT_LOG_LEVEL as 'warn' | undefined) ?? 'warn',
      // Supabase hands a function the path after /functions/v1; the Node server answers the whole path.
      requestFilter: (req, _res, next) => {
        if (deno) req.url = req.url.replace(FUNCTIONS_PATH, '');
        next();
      },
    }).verifyProvider();
  } finally {
    await served.stop();
    await states.cleanup();
    await provider.close();
  }
}

/** The content API over an empty folder, or over the database at `databaseUrl`; each state seeds its own data. */
async function localProvider(
  databaseUrl: string | undefined,
): Promise<{ api: ContentApi; seeder: StateSeeder; label: string; close(): Promise<void> }> {
  if (databaseUrl) {
    const storage = createPostgresStorage(databaseUrl);
    await migrate(storage.pool);
    return {
      api: createContentApi({ storage, apiKey: DEFAULT_API_KEY }),
      seeder: databaseSeeder(storage.pool),
      label: 'stored in Postgres (CONTENT_DATABASE_URL)',
      close: () => storage.close(),
    };
  }
  const initialDir = makeTempDir('vedanta-pact-initial-');
  const api = createContentApi({ contentDir: writeContent(initialDir, []), apiKey: DEFAULT_API_KEY });
  return {
    api,
    seeder: folderSeeder(api),
    label: 'stored in a content folder',
    close: () => {
      removeDir(initialDir);
      return Promise.resolve();
    },
  };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { deno: { type: 'boolean', default: false } }, allowPositionals: true });
  const pacts = findPacts(positionals);
  if (pacts.length === 0) {
    throw new Error(
      `No pact for ${PROVIDER} found in ${path.relative(process.cwd(), pactDir) || pactDir}/. Run the consumer contract tests first.`,
    );
  }
  for (const pact of pacts) {
    console.log(
      `Pact: ${path.relative(process.cwd(), pact.file)} (${pact.consumer} -> ${PROVIDER}), states: ${[...pact.states].join('; ') || 'none'}`,
    );
  }
  const remote = process.env.PACT_PROVIDER_URL;
  if (remote) await verifyRemote(remote.replace(/\/+$/, ''), pacts);
  else await verifyLocal(pacts, values.deno);
  console.log(`Pact verification passed: ${pacts.length} pact file(s).`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  // The verifier's own error is a JSON dump of the report already printed above.
  console.error(`Pact verification FAILED: ${message.startsWith('{') ? 'see the failures listed above.' : message}`);
  process.exit(1);
});
