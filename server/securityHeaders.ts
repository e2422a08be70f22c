/**
 * The production security headers, computed from the same `SITE_*` variables the build inlines, so the
 * policy allows exactly the third parties the bundle calls and an operator never writes an origin by hand.
 * The webpack config and the server both load it, so it imports only a module of plain constants: never browser code.
 */
import { SERVICE_WORKER_PATH } from '../src/lib/offlinePaths';

/** The part of the site configuration that decides the policy (see src/config/siteConfig.ts). */
export interface PolicyConfig {
  /** SITE_API_URL: a path on this site (the default, /functions/v1) or an absolute URL. */
  readonly apiUrl?: string;
  readonly adScriptUrl?: string;
  readonly formEmbedScriptUrl?: string;
  readonly newsFeedUrl?: string;
  readonly contactFormUrl?: string;
  /** An external consent platform's script, loaded instead of the built-in banner. */
  readonly cmpScriptUrl?: string;
}

/** The environment variable behind each field, for messages and the README. */
export const POLICY_VARIABLES = {
  apiUrl: 'SITE_API_URL',
  adScriptUrl: 'SITE_AD_SCRIPT_URL',
  formEmbedScriptUrl: 'SITE_FORM_EMBED_SCRIPT_URL',
  newsFeedUrl: 'SITE_NEWS_FEED_URL',
  contactFormUrl: 'SITE_CONTACT_FORM_URL',
  cmpScriptUrl: 'SITE_CMP_SCRIPT_URL',
} as const satisfies Record<keyof PolicyConfig, string>;

/** The post video frame (src/features/blog/youtubeId.ts, youtubeEmbedUrl): YouTube's privacy-enhanced host. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Content-hashed files under /assets/ may be cached for ever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const STRICT_TRANSPORT_SECURITY = 'Strict-Transport-Security';

/**
 * A page of another site that opened this one (`window.open`) gets no handle on its window: it cannot drive it through
 * URL after URL, each kept by the service worker, to push out what the reader kept. Browsers read it only from a
 * trustworthy origin (HTTPS, localhost), and log an error for it elsewhere: static hosts always send it, `npm start`
 * where the request is such an origin's (requestHeaders.ts).
 */
export const CROSS_ORIGIN_OPENER_POLICY = 'Cross-Origin-Opener-Policy';
export const OPENER_POLICY = 'same-origin';

/**
 * HSTS for two years, subdomains included; `preload` only on request (`SITE_HSTS_PRELOAD=1`): once a browser's
 * preload list carries the domain, leaving it takes months (docs/security.md).
 */
export function strictTransportSecurity(preload: boolean): string {
  return `max-age=63072000; includeSubDomains${preload ? '; preload' : ''}`;
}

/** `SITE_HSTS_PRELOAD=1` (or `true`) asks for `preload`. */
export function hstsPreloadFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(?:1|true|yes)$/i.test(env.SITE_HSTS_PRELOAD?.trim() ?? '');
}

/**
 * Features the site never uses. Not listed: accelerometer, gyroscope, encrypted-media, picture-in-picture and
 * fullscreen, which the post video frame is allowed (`allow` on its iframe). Only names Chromium knows (checked
 * on Chromium 156): an unknown one (`bluetooth`, `document-domain`) costs a console error on every page.
 * geolocation stays off (no feature asks for it); `interest-cohort` and `browsing-topics` keep visits out of ad profiling.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'display-capture=()',
  'idle-detection=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ');

export class PolicyConfigError extends Error {
  override name = 'PolicyConfigError';
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The policy configuration from environment variables, read the way src/config/siteConfig.ts reads them. */
export function policyConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PolicyConfig {
  const config: Record<string, string> = {};
  for (const [field, variable] of Object.entries(POLICY_VARIABLES)) {
    const value = optional(env[variable]);
    if (value !== undefined) config[field] = value;
  }
  return config;
}

const SELF = "'self'";
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** A host name as the URL parser leaves it: letters, digits, dots and hyphens, or a bracketed IPv6 address. */
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])$/;

/** The CSP source for `value`: `'self'` for a path on this site, else the URL's origin; a typo throws, failing the build, not the page. */
export function sourceOf(variable: string, value: string): string {
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return SELF;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PolicyConfigError(`${variable} must be an absolute http(s) URL or a path starting with /, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PolicyConfigError(`${variable} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  // Anything else in a host (`;`, `,`, quotes) could end the directive or the policy.
  if (!SAFE_HOST.test(url.hostname)) {
    throw new PolicyConfigError(`${variable} has a host name that cannot appear in a security policy: ${JSON.stringify(url.hostname)}`);
  }
  return url.origin;
}

/** True when the API is absolute and plain http (a local API during development). */
function isHttpOrigin(source: string | undefined): source is string {
  return source !== undefined && source.startsWith('http://');
}

function sources(...values: (string | undefined)[]): string {
  return [...new Set(values.filter((value): value is string => value !== undefined))].join(' ');
}

/**
 * No `upgrade-insecure-requests`: `npm start` serves plain http on localhost, where it would break every
 * request (HTTPS hosts should send HSTS). No 'unsafe-inline': each inline script and style block is allowed
 * by its hash, and the markup has no `style` attribute (React's runtime `element.style` writes are not
 * affected by style-src). An external consent platform is allowed to load its scripts, styles, frames
 * and requests from its own origin; one that injects inline styles or scripts needs its hashes added.
 */
export function contentSecurityPolicy(
  config: PolicyConfig,
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  for (const hash of [...styleHashes, ...scriptHashes]) {
    if (!HASH_SOURCE.test(hash)) throw new PolicyConfigError(`not a sha256 hash source: ${JSON.stringify(hash)}`);
  }
  const source = (field: keyof PolicyConfig) => {
    const value = config[field];
    return value === undefined ? undefined : sourceOf(POLICY_VARIABLES[field], value);
  };
  const api = source('apiUrl');
  const cmp = source('cmpScriptUrl');
  const directives: [string, string][] = [
    ['default-src', SELF],
    // The page template's inline scripts (the head's boot script: theme and consent; the entry loader), each by the hash of its text.
    ['script-src', sources(SELF, ...scriptHashes, cmp, source('adScriptUrl'), source('formEmbedScriptUrl'))],
    // The prerendered pages' inline <style> blocks, each allowed by the hash of its text.
    ['style-src', sources(SELF, ...styleHashes, cmp)],
    // Post images come from any https host; a local http API serves its media over http.
    ['img-src', sources(SELF, 'https:', isHttpOrigin(api) ? api : undefined)],
    ['font-src', SELF],
    // The service worker, from this site only (src/app/serviceWorker).
    ['worker-src', SELF],
    ['connect-src', sources(SELF, api, cmp)],
    ['frame-src', sources(source('newsFeedUrl'), source('contactFormUrl'), YOUTUBE_EMBED_ORIGIN, cmp)],
    ['frame-ancestors', SELF],
    ['base-uri', SELF],
    ['form-action', SELF],
    ['object-src', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Every security header, in the order they are written. The same for HTML, assets, API and media. */
export function securityHeaders(
  config: PolicyConfig,
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, styleHashes, scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

export const GENERATED_NOTE =
  'Generated by `npm run build` from the SITE_* variables (server/securityHeaders.ts): rebuild after changing them, never edit by hand.';

/** What the build writes for other servers besides the policy's inputs. */
export interface HostFileOptions {
  readonly styleHashes?: readonly string[];
  readonly scriptHashes?: readonly string[];
  readonly hstsPreload?: boolean;
}

/** The headers a static host or nginx sends on every answer: the security headers, COOP and HSTS (static hosts serve HTTPS). */
export function hostHeaders(config: PolicyConfig, { styleHashes = [], scriptHashes = [], hstsPreload = false }: HostFileOptions = {}) {
  return {
    ...securityHeaders(config, styleHashes, scriptHashes),
    [CROSS_ORIGIN_OPENER_POLICY]: OPENER_POLICY,
    [STRICT_TRANSPORT_SECURITY]: strictTransportSecurity(hstsPreload),
  };
}

/**
 * `dist/_headers` (Netlify, Cloudflare Pages): the security headers and HSTS on every path, long caching for /assets/,
 * and none for the service worker, whose new version must be seen at the next navigation.
 */
export function headersFile(config: PolicyConfig, options: HostFileOptions = {}): string {
  const lines = [`# ${GENERATED_NOTE}`, '/*'];
  for (const [name, value] of Object.entries(hostHeaders(config, options))) lines.push(`  ${name}: ${value}`);
  lines.push('/assets/*', `  Cache-Control: ${IMMUTABLE_CACHE_CONTROL}`);
  lines.push(SERVICE_WORKER_PATH, '  Cache-Control: no-cache');
  return `${lines.join('\n')}\n`;
}

/** The headers of one path block of a `_headers` file as headersFile writes it; undefined when there is no such block. */
export function readHeadersFile(text: string, pathPattern = '/*'): Record<string, string> | undefined {
  let current: string | undefined;
  let found: Record<string, string> | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = line.trim();
      if (current === pathPattern) found ??= {};
      continue;
    }
    const match = /^\s+([^:\s]+)\s*:\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && current === pathPattern && found) found[match[1]] = match[2] ?? '';
  }
  return found;
}
