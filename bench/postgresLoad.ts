/**
 * The content functions over Postgres beside the same functions over the folder (issue 34), each `npm start` of
 * its own on a generated store of 1,000 and then 10,000 posts over 20 domains:
 *   - a mix of keys (every list page of every domain, pages past the end and domains without posts of their
 *     own; every post, asked for by `domain=` or by `Origin`) at 50 connections, from a cold answer cache, with
 *     the misses the server counted; and one request for each key on a fresh server, where every one is a miss;
 *   - a flood of new domains and origins at 50 connections beside one reader, whose latency must not suffer;
 *   - a publish, timed until two server processes both serve it;
 *   - Postgres stopped and started again under requests, timed until the functions answer again;
 *   - the Deno entry (Supabase's) once, on the 1k store, reported only.
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as v from 'valibot';
import { startDenoFunctions } from '../scripts/denoFunctions';
import { NoPostgresError, startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/throwawayPostgres';
import { loadContent, postsForDomain } from '../server/content/load';
import { migrate } from '../server/storage/migrate';
import { upsertPost } from '../server/storage/publish';
import { inTransaction } from '../server/storage/transaction';
import { SHARED_DOMAIN } from '../server/storage/types';
import { blogDetailSchema, blogListSchema } from '../src/api/models';
import { PAGE_SIZE } from '../src/api/contract';
import { makeTempDir, postFile, removeDir, type SeedPost } from '../tests/support/contentFolders';
import { startServer, type RunningServer } from './server';
import { median } from './stats';

export const STORE_DOMAINS = 20;
/** Posts every domain without posts of its own is served. */
const SHARED_POSTS = 30;
export const STORE_SIZES = { '1k': 1_000, '10k': 10_000 } as const;
export type StoreSize = keyof typeof STORE_SIZES;
export type Storage = 'folder' | 'postgres';
export type Mix = 'get_metainfo' | 'get_details';
const MIXES: readonly Mix[] = ['get_metainfo', 'get_details'];
/** The load: 50 connections. */
export const POSTGRES_CONNECTIONS = 50;
const PUBLISH_TRIALS = 5;

export interface RunFigures {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Errors, timeouts, statuses other than the expected, and bodies of the wrong shape. */
  wrong: number;
  firstProblem?: string;
}

export interface MixFigures {
  /** Distinct answers the mix asks for. */
  keys: number;
  /** From a cold cache, for the run's length. */
  whole: RunFigures;
  /** Requests the server answered by reading its store, over all (its own count). */
  missRate?: number;
  /** Each key once on a fresh server: every request a miss. */
  misses: RunFigures;
}

export type StoreFigures = Partial<Record<Storage, Partial<Record<Mix, MixFigures>>>>;

export interface PostgresLoad {
  domains: number;
  connections: number;
  stores?: Partial<Record<StoreSize, StoreFigures>>;
  /** A flood of new domains and origins over Postgres (10k), beside one reader. */
  flood?: { flood: RunFigures; reader: RunFigures };
  /** Per publish, the time until both of two server processes served it. */
  publishVisibleMs?: number[];
  /** Postgres stopped for 2 s under requests: what the functions answered meanwhile, and how soon they answered again. */
  outage?: { recoveryMs: number; answersDuring: Record<string, number>; slowestMs: number };
  /** The Deno entry over Postgres (1k), once. */
  deno?: Partial<Record<Mix, RunFigures>>;
  /** Why it was not measured (no Postgres on this machine). */
  skipped?: string;
}

const domainOf = (index: number) => `site-${String(index).padStart(2, '0')}.example`;
const BODY = `## Generated\n\n${'The Self is not the body, nor the mind, nor the senses. '.repeat(90)}`;

interface Store {
  dir: string;
  /** Slugs by domain (SHARED_DOMAIN: the shared posts). */
  slugs: Map<string, string[]>;
}

/** The store as a content folder: `posts/` shared, `<domain>/posts/` per domain, ids unique per domain. */
function writeStore(count: number): Store {
  const dir = makeTempDir('vedanta-bench-store-');
  const slugs = new Map<string, string[]>();
  const write = (domain: string, post: SeedPost) => {
    const folder = domain === SHARED_DOMAIN ? path.join(dir, 'posts') : path.join(dir, domain, 'posts');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${post.slug}.md`), postFile(post));
    slugs.set(domain, [...(slugs.get(domain) ?? []), post.slug]);
  };
  mkdirSync(path.join(dir, 'media'), { recursive: true });
  const post = (n: number): SeedPost => ({
    id: n,
    slug: `generated-post-${n}`,
    metaTitle: `Generated post ${n}`,
    metaDescription: `What generated post ${n} is about.`,
    date: new Date(Date.UTC(2015, 0, 1) + ((n * 7) % 4000) * 86_400_000).toISOString().slice(0, 10),
    blog: BODY,
  });
  for (let n = 1; n <= SHARED_POSTS; n++) write(SHARED_DOMAIN, post(n));
  for (let n = 1; n <= count; n++) write(domainOf(((n - 1) % STORE_DOMAINS) + 1), post(SHARED_POSTS + n));
  return { dir, slugs };
}

/** The same posts as rows, in one transaction (as `content:publish` writes them, without re-reading the folder per domain). */
async function publishStore(pool: pg.Pool, store: Store): Promise<void> {
  const content = loadContent(store.dir);
  await inTransaction(pool, async (client) => {
    await client.query('TRUNCATE content_posts');
    for (const domain of store.slugs.keys()) {
      const posts = domain === SHARED_DOMAIN ? content.posts : postsForDomain(content, domain).posts;
      for (const each of posts) await upsertPost(client, domain, each);
    }
  });
  await pool.query('ANALYZE content_posts');
}

interface Key {
  path: string;
  headers?: Record<string, string>;
}

/** Every answer a mix asks for, in an order that spreads domains and pages (a fixed shuffle). */
function keysOf(store: Store, mix: Mix): Key[] {
  const keys: Key[] = [];
  if (mix === 'get_metainfo') {
    for (const [domain, slugs] of store.slugs) {
      if (domain === SHARED_DOMAIN) continue;
      const pages = Math.ceil(slugs.length / PAGE_SIZE) + 1;
      for (let page = 1; page <= pages; page++) keys.push({ path: `/functions/v1/get_metainfo?domain=${domain}&page=${page}` });
    }
    // Domains without posts of their own: the shared posts.
    for (let index = 1; index <= 20; index++)
      for (const page of [1, 2, 3, 4]) keys.push({ path: `/functions/v1/get_metainfo?domain=reader-${index}.example&page=${page}` });
  } else {
    for (const [domain, slugs] of store.slugs) {
      slugs.forEach((slug, index) => {
        if (domain === SHARED_DOMAIN) keys.push({ path: `/functions/v1/get_details?slug=${slug}` });
        // As the browser asks (the slug, and the Origin it sends), or as a server-side caller does (domain=).
        else if (index % 2 === 0) keys.push({ path: `/functions/v1/get_details?slug=${slug}`, headers: { origin: `https://${domain}` } });
        else keys.push({ path: `/functions/v1/get_details?slug=${slug}&domain=${domain}` });
      });
    }
  }
  // A fixed shuffle (a linear congruential generator): the same order in every run.
  let seed = 7;
  for (let index = keys.length - 1; index > 0; index--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = seed % (index + 1);
    const swapped = keys[other] as Key;
    keys[other] = keys[index] as Key;
    keys[index] = swapped;
  }
  return keys;
}

function problemOf(mix: Mix, status: number, body: string): string | undefined {
  if (status !== 200) return `status ${status}: ${body.slice(0, 200)}`;
  try {
    const parsed: unknown = JSON.parse(body);
    return v.is(mix === 'get_metainfo' ? blogListSchema : blogDetailSchema, parsed)
      ? undefined
      : `not a ${mix} answer: ${body.slice(0, 200)}`;
  } catch {
    return `invalid JSON: ${body.slice(0, 200)}`;
  }
}

interface LoadSpec {
  origin: string;
  apiKey: string;
  connections: number;
  /** Seconds, or every key once (`amount`). */
  seconds?: number;
  once?: boolean;
  /** The key of each request, in turn. */
  keys: readonly Key[];
  check: (status: number, body: string) => string | undefined;
  /** Supabase hands a function the path after /functions/v1. */
  stripFunctionsPath?: boolean;
}

async function load(spec: LoadSpec): Promise<RunFigures> {
  let next = 0;
  let wrong = 0;
  let firstProblem: string | undefined;
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    ...(spec.once ? { amount: spec.keys.length } : { duration: spec.seconds ?? 10 }),
    timeout: 10,
    headers: { authorization: `Bearer ${spec.apiKey}` },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const key = spec.keys[next++ % spec.keys.length] as Key;
          const keyPath = spec.stripFunctionsPath ? key.path.replace('/functions/v1', '') : key.path;
          return { ...request, path: keyPath, headers: { ...request.headers, ...key.headers } };
        },
        onResponse: (status, body) => {
          const problem = spec.check(status, body);
          if (problem === undefined) return;
          wrong += 1;
          firstProblem ??= problem;
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    wrong: wrong + result.errors + result.timeouts,
    firstProblem,
  };
}

/** The misses a server counted (the line `npm start` prints when it stops), per mix. */
function missRates(log: string): Partial<Record<Mix, number>> {
  const line = /Content API answers: get_metainfo (\d+) requests, (\d+) read from the store; get_details (\d+) requests, (\d+) read/.exec(
    log,
  );
  if (!line) return {};
  const [, listRequests, listMisses, detailRequests, detailMisses] = line.map(Number);
  const rate = (requests = 0, misses = 0) => (requests > 0 ? misses / requests : 0);
  return { get_metainfo: rate(listRequests, listMisses), get_details: rate(detailRequests, detailMisses) };
}

interface Context {
  apiKey: string;
  seconds: number;
  onProgress: (message: string) => void;
}

/** One storage on one store: each mix from cold on one server, then each key once on another. */
async function measureStorage(env: Record<string, string>, store: Store, label: string, context: Context) {
  const figures: Partial<Record<Mix, MixFigures>> = {};
  const wholes = {} as Record<Mix, RunFigures>;
  const keys = Object.fromEntries(MIXES.map((mix) => [mix, keysOf(store, mix)])) as Record<Mix, Key[]>;
  const common = { apiKey: context.apiKey, connections: POSTGRES_CONNECTIONS };
  let server = await startServer(env);
  let log = '';
  try {
    for (const mix of MIXES) {
      context.onProgress(`${label}: ${mix}, ${keys[mix].length} keys, ${context.seconds} s at ${POSTGRES_CONNECTIONS} connections`);
      wholes[mix] = await load({
        ...common,
        origin: server.loopbackOrigin,
        seconds: context.seconds,
        keys: keys[mix],
        check: (status, body) => problemOf(mix, status, body),
      });
    }
  } finally {
    await server.stop();
    log = server.log();
  }
  const rates = missRates(log);
  server = await startServer(env);
  try {
    // A server warmed up first (its code compiled, its pool connected) on answers the mixes never ask for.
    const warmUp = Array.from({ length: 3000 }, (_, index) => ({ path: `/functions/v1/get_details?slug=warm-up-${index}` }));
    await load({ ...common, origin: server.loopbackOrigin, once: true, keys: warmUp, check: () => undefined });
    for (const mix of MIXES) {
      context.onProgress(`${label}: ${mix}, each of ${keys[mix].length} keys once (all misses)`);
      const misses = await load({
        ...common,
        origin: server.loopbackOrigin,
        once: true,
        keys: keys[mix],
        check: (status, body) => problemOf(mix, status, body),
      });
      figures[mix] = { keys: keys[mix].length, whole: wholes[mix], missRate: rates[mix], misses };
    }
  } finally {
    await server.stop();
  }
  return figures;
}

/** A flood of new domain names and origins, and slugs with no post, beside one reader of real posts. */
async function measureFlood(server: RunningServer, store: Store, context: Context): Promise<NonNullable<PostgresLoad['flood']>> {
  context.onProgress(`flood of new domains and origins at ${POSTGRES_CONNECTIONS} connections, beside one reader, ${context.seconds} s`);
  const floodKeys: Key[] = Array.from({ length: 30_000 }, (_, index) => {
    const name = `flood-${index}-${Math.random().toString(36).slice(2)}.example`;
    if (index % 3 === 0) return { path: `/functions/v1/get_metainfo?domain=${name}&page=${1 + (index % 4)}` };
    if (index % 3 === 1) return { path: '/functions/v1/get_details?slug=generated-post-1', headers: { origin: `https://${name}` } };
    return { path: `/functions/v1/get_details?slug=no-such-${name.replace(/\./g, '-')}` };
  });
  const readerKeys = keysOf(store, 'get_details').slice(0, 50);
  // Warm the reader's answers: the reader is a reader of answers already kept.
  await load({
    origin: server.loopbackOrigin,
    apiKey: context.apiKey,
    connections: 5,
    once: true,
    keys: readerKeys,
    check: () => undefined,
  });
  const [flood, reader] = await Promise.all([
    load({
      origin: server.loopbackOrigin,
      apiKey: context.apiKey,
      connections: POSTGRES_CONNECTIONS,
      seconds: context.seconds,
      keys: floodKeys,
      check: (status) => (status === 200 || status === 404 ? undefined : `status ${status}`),
    }),
    load({
      origin: server.loopbackOrigin,
      apiKey: context.apiKey,
      connections: 1,
      seconds: context.seconds,
      keys: readerKeys,
      check: (status, body) => problemOf('get_details', status, body),
    }),
  ]);
  return { flood, reader };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function statusOf(origin: string, pathAndQuery: string, apiKey: string): Promise<number> {
  try {
    const response = await fetch(`${origin}${pathAndQuery}`, { headers: { authorization: `Bearer ${apiKey}` } });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** A post published while two servers answer: the time from its commit until both serve it, per trial. */
async function measurePublishVisible(pool: pg.Pool, servers: RunningServer[], context: Context): Promise<number[]> {
  const times: number[] = [];
  for (let trial = 1; trial <= PUBLISH_TRIALS; trial++) {
    context.onProgress(`publish ${trial} of ${PUBLISH_TRIALS}: until both server processes serve it`);
    const slug = `published-during-bench-${trial}-${Date.now()}`;
    const query = `/functions/v1/get_details?slug=${slug}&domain=${domainOf(1)}`;
    // Each server has answered (and kept) "no such post" for it first.
    for (const server of servers)
      if ((await statusOf(server.loopbackOrigin, query, context.apiKey)) !== 404) throw new Error('expected 404');
    await sleep(100 + Math.random() * 400);
    await pool.query(
      `INSERT INTO content_posts (domain, slug, id, meta_title, meta_description, date, blog, reading_minutes, content_hash)
       VALUES ($1, $2, $3, 'Published during the bench', 'A post published while the servers answer.', '2026-11-25', $4, 4, md5($2))`,
      [domainOf(1), slug, 900_000 + trial, BODY],
    );
    const committedAt = performance.now();
    const seen = servers.map(() => 0);
    while (seen.some((at) => at === 0) && performance.now() - committedAt < 10_000) {
      for (const [index, server] of servers.entries())
        if (seen[index] === 0 && (await statusOf(server.loopbackOrigin, query, context.apiKey)) === 200) seen[index] = performance.now();
      await sleep(5);
    }
    times.push(Math.max(...seen.map((at) => (at === 0 ? Number.POSITIVE_INFINITY : at - committedAt))));
  }
  return times;
}

/** Postgres stopped for 2 s while readers ask for answers not kept yet; the time from its start until one is answered. */
async function measureOutage(
  postgres: ThrowawayPostgres,
  server: RunningServer,
  context: Context,
): Promise<NonNullable<PostgresLoad['outage']>> {
  context.onProgress('Postgres stopped for 2 s under requests, then started again');
  let reading = true;
  let unseen = 0;
  const answersDuring: Record<string, number> = {};
  let slowestMs = 0;
  let stopped = false;
  const readers = Array.from({ length: 8 }, async () => {
    while (reading) {
      const started = performance.now();
      const status = await statusOf(server.loopbackOrigin, `/functions/v1/get_details?slug=unseen-${++unseen}`, context.apiKey);
      const took = performance.now() - started;
      if (stopped) {
        answersDuring[status] = (answersDuring[status] ?? 0) + 1;
        slowestMs = Math.max(slowestMs, took);
      }
    }
  });
  await sleep(500);
  postgres.pause();
  stopped = true;
  await sleep(2000);
  postgres.resume();
  stopped = false;
  const back = performance.now();
  let recoveryMs = Number.POSITIVE_INFINITY;
  while (performance.now() - back < 15_000) {
    if ((await statusOf(server.loopbackOrigin, `/functions/v1/get_details?slug=unseen-${++unseen}`, context.apiKey)) === 404) {
      recoveryMs = performance.now() - back;
      break;
    }
    await sleep(20);
  }
  reading = false;
  await Promise.all(readers);
  return { recoveryMs, answersDuring, slowestMs };
}

async function measureDeno(url: string, store: Store, context: Context): Promise<NonNullable<PostgresLoad['deno']>> {
  const deno = await startDenoFunctions({ CONTENT_DATABASE_URL: url, CONTENT_API_KEY: context.apiKey });
  const figures: NonNullable<PostgresLoad['deno']> = {};
  try {
    for (const mix of MIXES) {
      context.onProgress(`Deno entry: ${mix}, ${context.seconds} s at ${POSTGRES_CONNECTIONS} connections`);
      figures[mix] = await load({
        origin: deno.origin,
        apiKey: context.apiKey,
        connections: POSTGRES_CONNECTIONS,
        seconds: context.seconds,
        keys: keysOf(store, mix),
        stripFunctionsPath: true,
        check: (status, body) => problemOf(mix, status, body),
      });
    }
  } finally {
    deno.stop();
  }
  return figures;
}

export async function measurePostgresLoad(
  options: { apiKey: string; seconds: number },
  onProgress: (message: string) => void,
): Promise<PostgresLoad> {
  let postgres: ThrowawayPostgres;
  try {
    postgres = await startThrowawayPostgres({ quiet: true });
  } catch (error) {
    if (error instanceof NoPostgresError) return { domains: STORE_DOMAINS, connections: POSTGRES_CONNECTIONS, skipped: error.message };
    throw error;
  }
  const context: Context = { apiKey: options.apiKey, seconds: options.seconds, onProgress };
  const result: PostgresLoad = { domains: STORE_DOMAINS, connections: POSTGRES_CONNECTIONS, stores: {} };
  const url = postgres.createDatabase('bench');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // Its idle connections are cut when the outage stops Postgres: nothing to report.
  pool.on('error', () => undefined);
  const stores: Store[] = [];
  try {
    await migrate(pool);
    for (const [size, count] of Object.entries(STORE_SIZES) as [StoreSize, number][]) {
      onProgress(`store of ${count.toLocaleString('en-US')} posts over ${STORE_DOMAINS} domains: folder and Postgres`);
      const store = writeStore(count);
      stores.push(store);
      await publishStore(pool, store);
      (result.stores ??= {})[size] = {
        folder: await measureStorage({ CONTENT_DIR: store.dir }, store, `folder ${size}`, context),
        postgres: await measureStorage({ CONTENT_DATABASE_URL: url }, store, `Postgres ${size}`, context),
      };
      if (size === '1k') result.deno = await measureDeno(url, store, context);
    }
    // The largest store: the flood, the publishes and the outage.
    const store = stores[stores.length - 1] as Store;
    const first = await startServer({ CONTENT_DATABASE_URL: url });
    const second = await startServer({ CONTENT_DATABASE_URL: url });
    try {
      result.flood = await measureFlood(first, store, context);
      result.publishVisibleMs = await measurePublishVisible(pool, [first, second], context);
      result.outage = await measureOutage(postgres, first, context);
    } finally {
      await first.stop();
      await second.stop();
    }
  } finally {
    await pool.end().catch(() => undefined);
    postgres.stop();
    for (const store of stores) removeDir(store.dir);
  }
  return result;
}

/** The median publish-to-visible time, and the slowest. */
export const publishFigures = (times: readonly number[] = []) =>
  times.length ? { median: median([...times]), max: Math.max(...times) } : undefined;
