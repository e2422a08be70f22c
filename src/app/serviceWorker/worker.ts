// The service worker (docs/decisions/offline-reading.md): what the reader has had stays readable offline, and the
// offline page stands in for the rest. Network first, so online it changes nothing the reader sees.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { FUNCTION_NAMES, PARAMS } from '@/api/contract';
import { functionsBaseUrl } from '@/api/functionUrl';
import { readConfig } from '@/config/siteConfig';
import {
  ANSWERS_KEPT,
  cacheKeyUrl,
  deleteFromCaches,
  hasRoomFor,
  IMAGES_KEPT,
  keptFiles,
  OFFLINE_CACHES,
  PAGES_KEPT,
  pageCacheKeyUrl,
  PRECACHE_ROOM_BYTES,
  writeAllOrNone,
} from '@/features/offline/offlineCaches';
import { OFFLINE_PAGE_PATH, offlinePageFor } from '@/lib/offlinePaths';
import { slugFromPath } from '@/lib/postPath';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** On a slow network, the kept copy is shown after this long; with no copy, the network is waited for. */
const NETWORK_TIMEOUT_SECONDS = 3;

const functionsBase = functionsBaseUrl(readConfig().apiUrl);
const { isAnswer, isImage } = keptFiles(self.location.origin, functionsBase);

/** A page of this site: a navigation, or a copy the page asks to keep (`Accept: text/html`); never an answer or an image. */
const isPage = (request: Request, url: URL) =>
  url.origin === self.location.origin &&
  !isAnswer(url) &&
  !isImage(url, request.destination) &&
  (request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html'));

/** What "Save for offline" kept under `key`: the one other place a route looks when its own cache has nothing. */
const savedCopy = async (key: string) => (await (await caches.open(OFFLINE_CACHES.saved)).match(key, { ignoreVary: true })) ?? undefined;

/** A route's copies, kept under `keyOf`, up to `maxEntries`; with no network and no copy, a saved post's copy, else `orElse`. */
function keptCopies(
  keyOf: (url: string) => string,
  maxEntries: number,
  orElse?: (request: Request) => Promise<Response | undefined>,
): WorkboxPlugin[] {
  return [
    {
      cacheKeyWillBeUsed: ({ request }) => Promise.resolve(keyOf(request.url)),
      handlerDidError: async ({ request }) => (await savedCopy(keyOf(request.url))) ?? orElse?.(request),
    },
    // Only a whole, successful answer is kept: an error is never served later in place of the truth.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true }),
  ];
}

/** Whether a URL is a post's page or its `get_details` call. */
function isPostUrl(url: URL): boolean {
  if (url.href.startsWith(functionsBase)) return url.pathname.endsWith(`/${FUNCTION_NAMES.detail}`) && url.searchParams.has(PARAMS.slug);
  return url.origin === self.location.origin && slugFromPath(url.pathname) !== undefined;
}

/** A post the backend answers 404 for leaves every cache (the post page takes it out of Saved: src/features/offline). */
const forgetsGonePosts: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404 && isPostUrl(new URL(request.url))) await deleteFromCaches([request.url]).catch(() => undefined);
    return response;
  },
};

/** The build's files, precached by the worker's own controller: a failed install (no room) leaves no partial copy. */
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

async function installPrecache(event: ExtendableEvent): Promise<void> {
  if (!(await hasRoomFor(PRECACHE_ROOM_BYTES))) throw new Error('Offline reading is not installed: this device has no room for it.');
  const cache = await caches.open(precache.strategy.cacheName);
  await writeAllOrNone(cache, [...precache.getURLsToCacheKeys().values()], () => precache.install(event));
}

/** The caches of an earlier version of this worker (renamed when what they hold changed). */
async function deleteOldCaches(): Promise<void> {
  const current = new Set<string>(Object.values(OFFLINE_CACHES));
  const old = (await caches.keys()).filter((name) => name.startsWith('vedanta-') && !current.has(name));
  await Promise.all(old.map((name) => caches.delete(name)));
}

self.addEventListener('install', (event) => event.waitUntil(installPrecache(event)));
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([precache.activate(event), deleteOldCaches()])));
// The build's own files first: they never change under their names.
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

/** A page never kept nor saved: a navigation is redirected to the offline page, so the app starts on the page it shows. */
function offlinePage(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.pathname !== OFFLINE_PAGE_PATH)
    return Promise.resolve(Response.redirect(offlinePageFor(url), 302));
  return precache.matchPrecache(OFFLINE_PAGE_PATH);
}

/** Pages and answers: the network's, else the kept copy; a post the backend no longer has leaves the caches. */
const networkFirst = (cacheName: string, plugins: WorkboxPlugin[], matchOptions?: CacheQueryOptions) =>
  new NetworkFirst({ cacheName, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, matchOptions, plugins: [...plugins, forgetsGonePosts] });

registerRoute(
  ({ request, url }) => isPage(request, url),
  networkFirst(OFFLINE_CACHES.pages, keptCopies(pageCacheKeyUrl, PAGES_KEPT, offlinePage)),
);
registerRoute(
  ({ url }) => isAnswer(url),
  networkFirst(OFFLINE_CACHES.answers, keptCopies(cacheKeyUrl, ANSWERS_KEPT), { ignoreVary: true }),
);

// Shown from the copy and fetched again behind it: a changed image under the same name (the favicon) is seen next visit.
registerRoute(
  ({ request, url }) => isImage(url, request.destination),
  new StaleWhileRevalidate({ cacheName: OFFLINE_CACHES.images, plugins: keptCopies(cacheKeyUrl, IMAGES_KEPT) }),
);

// The first worker takes the page that registered it; a later one waits for the pages of the old build to close.
clientsClaim();
