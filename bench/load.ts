/**
 * A bounded load test of the content API on loopback (autocannon): each endpoint in turn for a
 * fixed time at a fixed number of connections. Every response is checked (status 200, JSON of
 * the right shape for that request), so a server that keeps answering fast but wrong is caught.
 * Requests carry no Accept-Encoding, so bodies come back uncompressed and can be checked as sent.
 */
import autocannon from 'autocannon';
import * as v from 'valibot';
import { blogDetailSchema, blogListSchema } from '../src/api/models';
import { PAGE_SIZE } from '../src/api/contract';
import { POST_SLUG, type BenchEndpoint, type EndpointId } from './routes';

export interface EndpointLoad {
  path: string;
  seconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  /** Latency in ms. */
  p50: number;
  p99: number;
  max: number;
  /** Connection errors (including timeouts). */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 200 responses whose body was not the expected JSON. */
  invalidBodies: number;
  /** The first wrong answer seen, to show what went wrong. */
  firstProblem?: string;
  /** The server still answered correctly right after the run. */
  serverAlive: boolean;
}

type BodyCheck = (body: unknown) => string | undefined;

function detailProblem(body: unknown): string | undefined {
  if (!v.is(blogDetailSchema, body)) return 'not a post';
  if ((body as { slug?: unknown }).slug !== POST_SLUG || body.blog.trim() === '') return `not the post ${POST_SLUG}`;
  return undefined;
}

const CHECKS: Record<EndpointId, BodyCheck> = {
  get_metainfo: (body) => {
    if (!v.is(blogListSchema, body)) return 'not a { blogs, total } list';
    if (body.total < 1 || body.blogs.length !== Math.min(PAGE_SIZE, body.total))
      return `page 1 has ${body.blogs.length} posts of ${body.total}`;
    return undefined;
  },
  get_details: (body) => detailProblem(body),
  static_anchor: (body) => detailProblem(body),
};

/** Why this answer is wrong, or undefined when it is right. */
function problemWith(endpoint: BenchEndpoint, status: number, body: string): string | undefined {
  if (status !== 200) return `status ${status}: ${body.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `invalid JSON: ${body.slice(0, 200)}`;
  }
  return CHECKS[endpoint.id](parsed);
}

export interface LoadOptions {
  /** Loopback origin of the server, `http://127.0.0.1:<port>`. */
  origin: string;
  apiKey: string;
  seconds: number;
  connections: number;
}

async function loadEndpoint(endpoint: BenchEndpoint, options: LoadOptions): Promise<EndpointLoad> {
  const url = new URL(endpoint.path, options.origin);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new Error(`The load test only targets loopback, not ${url.host}`);
  let invalidBodies = 0;
  let firstProblem: string | undefined;
  const result = await autocannon({
    url: url.origin,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: { authorization: `Bearer ${options.apiKey}` },
    requests: [
      {
        method: 'GET',
        path: url.pathname + url.search,
        onResponse: (status, body) => {
          const problem = problemWith(endpoint, status, body);
          if (problem === undefined) return;
          if (status === 200) invalidBodies += 1;
          firstProblem ??= problem;
        },
      },
    ],
  });

  // After the storm: does it still answer, and answer right?
  let serverAlive = false;
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${options.apiKey}` } });
    serverAlive = problemWith(endpoint, response.status, await response.text()) === undefined;
  } catch {
    serverAlive = false;
  }

  return {
    path: endpoint.path,
    seconds: options.seconds,
    connections: options.connections,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    invalidBodies,
    firstProblem,
    serverAlive,
  };
}

export async function runLoad(endpoints: readonly BenchEndpoint[], options: LoadOptions, onProgress?: (message: string) => void) {
  const results: Partial<Record<EndpointId, EndpointLoad>> = {};
  for (const endpoint of endpoints) {
    onProgress?.(`Load: ${endpoint.id} for ${options.seconds} s at ${options.connections} connections`);
    results[endpoint.id] = await loadEndpoint(endpoint, options);
  }
  return results;
}

/** A load run with no wrong answer: every response a 200 with the right JSON, and the server up after. */
export const loadIsClean = (load: EndpointLoad): boolean =>
  load.errors === 0 && load.non2xx === 0 && load.invalidBodies === 0 && load.serverAlive && load.requests > 0;
