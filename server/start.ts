/** `npm start`: builds dist/ if missing, then serves the site and the API on `PORT`; `--api-only`: the API alone, for `npm run dev`. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FUNCTIONS_PATH } from '../src/api/contract';
import { createContentApi, type ContentApi } from './api';
import { readServerConfig, type ServerConfig } from './config';
import { createHttpServer } from './http';
import { requestHeaders, trustedProxies } from './requestHeaders';
import { hstsPreloadFromEnv, PolicyConfigError } from './securityHeaders';
import { createSiteApp, postExistsVia, siteSecurityHeaders } from './site';
import type { AnswerCacheStats } from './functions/answerCache';
import { migrate } from './storage/migrate';
import { createPostgresStorage, type PostgresStorage } from './storage/postgres';

const rootDir = path.resolve(__dirname, '..');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function options(): { apiOnly: boolean } {
  try {
    const { values } = parseArgs({ options: { 'api-only': { type: 'boolean', default: false } }, strict: true });
    return { apiOnly: values['api-only'] };
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\nUsage: tsx server/start.ts [--api-only]`);
  }
}

function buildSite(): Promise<void> {
  console.log('dist/index.html not found: building the site once (npm run build)...');
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

async function openDatabase(url: string | undefined): Promise<PostgresStorage | undefined> {
  if (!url) return undefined;
  const storage = createPostgresStorage(url);
  try {
    const applied = await migrate(storage.pool);
    if (applied.length > 0) console.log(`Content database: applied ${applied.join(', ')}`);
  } catch (error) {
    await storage.close();
    fail(`Cannot use CONTENT_DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  return storage;
}

function describeContent(api: ContentApi, database: PostgresStorage | undefined): string {
  if (database) return 'posts from CONTENT_DATABASE_URL';
  const { posts, domains, invalidFiles } = api.snapshot();
  const own = domains.size ? `, ${domains.size} domain(s) with posts of their own` : '';
  return `${posts.length} posts${own}${invalidFiles.length ? `, ${invalidFiles.length} invalid file(s) left out` : ''}`;
}

/** What the answer cache did, for the operator (and `npm run bench`, which reads this line). */
function answerStatsLine({ list, detail, answers }: AnswerCacheStats): string {
  const part = (name: string, { hits, misses }: { hits: number; misses: number }) =>
    `${name} ${hits + misses} requests, ${misses} read from the store`;
  return `Content API answers: ${part('get_metainfo', list)}; ${part('get_details', detail)}; ${answers} kept`;
}

function configOrFail(): ServerConfig {
  try {
    return readServerConfig();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const { apiOnly } = options();
  const config = configOrFail();
  const { distDir, contentDir } = config;

  if (!apiOnly && !existsSync(path.join(distDir, 'index.html'))) {
    try {
      await buildSite();
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }

  // CONTENT_DATABASE_URL: the posts `npm run content:publish` wrote to Postgres; else the content folder.
  const database = await openDatabase(config.databaseUrl);
  // Invalid content files are reported here, once, and left out.
  const api = createContentApi({ contentDir, storage: database, apiKey: config.apiKey, publicOrigin: config.siteUrl });
  // The development API (--api-only, behind the webpack dev server) needs no security headers.
  let security: ReturnType<typeof siteSecurityHeaders> | undefined;
  let perRequest: ReturnType<typeof requestHeaders> | undefined;
  let proxies: ReturnType<typeof trustedProxies> | undefined;
  try {
    security = apiOnly ? undefined : siteSecurityHeaders(distDir);
    perRequest = requestHeaders({ siteUrl: config.siteUrl, trustedProxies: config.trustedProxies, hstsPreload: hstsPreloadFromEnv() });
    proxies = trustedProxies(config.trustedProxies);
  } catch (error) {
    fail(error instanceof PolicyConfigError ? `Cannot compute the security headers: ${error.message}` : String(error));
  }
  const app = apiOnly
    ? api
    : createSiteApp({ distDir, api, securityHeaders: security?.headers, postExists: postExistsVia(api, config.apiKey) });

  // Plain get_* requests are answered from memory before the app (the content API's hot path). A proxy in front
  // (TRUST_PROXY) carries every reader's connections: one client's cap is not its to keep.
  const server = createHttpServer(app, {
    securityHeaders: security?.headers,
    fastPath: api.replyFromMemory,
    requestHeaders: perRequest,
    unlimitedPeers: (peer) => proxies.check(peer.address, peer.type),
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const base = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
    const contentNote = describeContent(api, database);
    if (!apiOnly) console.log(`Vedanta site running at ${base}/`);
    console.log(`Content API${apiOnly ? ' running' : ''} at ${base}${FUNCTIONS_PATH} (${contentNote})`);
    if (security) {
      const from = security.file ? path.relative(rootDir, security.file) : 'the SITE_* variables (dist/ has no _headers)';
      console.log(`Security headers from ${from}`);
    }
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    fail(
      error.code === 'EADDRINUSE' ? `Port ${config.port} is already in use: set PORT to another port.` : `Server error: ${error.message}`,
    );
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal} received, stopping the server...`);
    console.log(answerStatsLine(api.answers.stats()));
    server.close(() => void (database?.close() ?? Promise.resolve()).finally(() => process.exit(0)));
    server.closeIdleConnections();
    // Open keep-alive or streaming connections get a moment, then are cut.
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => fail(`Could not start the server: ${error instanceof Error ? error.stack : String(error)}`));
