/**
 * The server's settings (`npm start`, `npm run content:publish`), read from the environment in one place. The site's
 * own build-time settings are `src/config/siteConfig.ts`; both are in the README's configuration table, checked by tests/docs/docs.test.ts.
 */
import path from 'node:path';
import { DEFAULT_API_KEY } from '../src/api/contract';

export interface ServerConfig {
  readonly port: number;
  /** The interface to listen on. */
  readonly host: string;
  /** The build `npm start` serves (and builds once if missing). */
  readonly distDir: string;
  /** The content folder the embedded content API serves. */
  readonly contentDir: string;
  /** Postgres holding the published posts; the content folder when unset. */
  readonly databaseUrl?: string;
  /** The site's public address: its image links, and the one host not answered `X-Robots-Tag: noindex`. */
  readonly siteUrl?: string;
  /** The bearer key the content API accepts: the key the site was built with. */
  readonly apiKey: string;
  /** Proxies whose `X-Forwarded-Proto` is believed (addresses or CIDR ranges, or `loopback`): HTTPS behind them gets HSTS. */
  readonly trustedProxies: readonly string[];
}

/** Every variable `readServerConfig` reads, with what it sets. */
export const SERVER_VARIABLES = {
  PORT: 'port',
  HOST: 'host',
  DIST_DIR: 'distDir',
  CONTENT_DIR: 'contentDir',
  CONTENT_DATABASE_URL: 'databaseUrl',
  SITE_URL: 'siteUrl',
  SITE_API_KEY: 'apiKey',
  TRUST_PROXY: 'trustedProxies',
} as const satisfies Record<string, keyof ServerConfig>;

export class ServerConfigError extends Error {
  override name = 'ServerConfigError';
}

const rootDir = path.resolve(__dirname, '..');

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function portOf(value: string | undefined): number {
  if (value === undefined) return 8080;
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new ServerConfigError(`PORT must be a number from 0 to 65535, got "${value}"`);
  return Number(value);
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: portOf(optional(env.PORT)),
    host: optional(env.HOST) ?? '0.0.0.0',
    distDir: path.resolve(rootDir, optional(env.DIST_DIR) ?? 'dist'),
    contentDir: path.resolve(rootDir, optional(env.CONTENT_DIR) ?? 'content'),
    databaseUrl: optional(env.CONTENT_DATABASE_URL),
    siteUrl: optional(env.SITE_URL)?.replace(/\/+$/, ''),
    apiKey: optional(env.SITE_API_KEY) ?? DEFAULT_API_KEY,
    trustedProxies: (optional(env.TRUST_PROXY) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}
