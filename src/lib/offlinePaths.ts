import { parseUrl } from './parseUrl';

/** The offline page: what a page never opened shows without a connection (precached by the service worker). */
export const OFFLINE_PAGE_PATH = '/offline';

/** The offline page's parameter naming the page the reader asked for. */
export const OFFLINE_FROM_PARAMETER = 'from';

/** The offline page, for a reader who asked for `url` (a page of this site). */
export function offlinePageFor(url: URL): string {
  return `${OFFLINE_PAGE_PATH}?${new URLSearchParams({ [OFFLINE_FROM_PARAMETER]: url.pathname + url.search })}`;
}

/** The page the offline page stands in for, resolved as the browser will (`/\t/host` is `//host`) and kept only on this origin. */
export function offlinePageAskedFor(searchParams: URLSearchParams, origin: string | undefined): string | undefined {
  const from = searchParams.get(OFFLINE_FROM_PARAMETER);
  if (!from?.startsWith('/') || origin === undefined) return undefined;
  const url = parseUrl(from, origin);
  // A path resolved to `//…` (from `/.//host`) would itself be read as another host's address.
  return url?.origin === origin && !url.pathname.startsWith('//') ? url.pathname + url.search + url.hash : undefined;
}

/** The posts the reader saved on this device. */
export const SAVED_PAGE_PATH = '/saved';

/** Where the build writes the service worker: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The web app manifest: scripts/webAppManifestPlugin.ts writes it, src/app/linkWebAppManifest.ts links it. */
export const MANIFEST_PATH = '/manifest.webmanifest';
