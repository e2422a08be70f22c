/**
 * Nothing the benchmark loads may leave this machine: every host but loopback is blocked.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true;
  return LOCAL_HOSTS.has(parsed.hostname);
}

/** The host of a URL, or the URL itself when it has none. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** The hosts the site may be configured to call (SITE_* URLs, YouTube embeds): blocked up front. */
export function configuredThirdPartyHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  const hosts = new Set(['www.youtube-nocookie.com', 'www.youtube.com', 'i.ytimg.com']);
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('SITE_') || !value) continue;
    try {
      const url = new URL(value);
      if (!isLocalUrl(url.href)) hosts.add(url.host);
    } catch {
      // Not a URL (a key, an e-mail address).
    }
  }
  return [...hosts].sort();
}

/**
 * Lighthouse `blockedUrlPatterns` (Chrome's wildcard URL patterns) for these hosts.
 * Chrome's patterns cannot say "every host but localhost", so the browser is also started
 * with host resolver rules that resolve no other name (see lighthouse.ts).
 */
export const blockedUrlPatterns = (hosts: readonly string[]): string[] =>
  hosts.flatMap((host) => [`http://${host}/*`, `https://${host}/*`]);

/** Chromium flag: every name but loopback fails to resolve. */
export const HOST_RESOLVER_RULES = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';
