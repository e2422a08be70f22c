/**
 * The service worker (docs/decisions/offline-reading.md): every page and answer the reader has had stays readable
 * offline, and the site's offline page stands in for one they never opened. Built by workbox-webpack-plugin's
 * InjectManifest, which writes the build's JS, CSS and fonts, and the offline page, into `self.__WB_MANIFEST`.
 *
 * Online it changes nothing the reader sees: pages and answers come from the network first (the spec's fetch on every
 * page change still reaches the backend), and a copy is kept only of a 200. A new build's worker waits until no page
 * runs the old one, so the old build's chunks stay in its precache while a page may still ask for them; the new HTML
 * is fetched at the next navigation anyway, as everything is network first.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { FUNCTION_NAMES, PARAMS } from '@/api/contract';
import { functionsBaseUrl } from '@/api/functionUrl';
import { readConfig } from '@/config/siteConfig';
import {
  ANSWERS_KEPT,
  cacheKeyUrl,
  deleteFromCaches,
  IMAGE_PATH,
  IMAGES_KEPT,
  OFFLINE_CACHES,
  PAGES_KEPT,
} from '@/features/offline/offlineCaches';
import { OFFLINE_PAGE_PATH, offlinePageFor } from '@/lib/offlinePaths';
import { slugFromPath } from '@/lib/postPath';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** On a slow network, the kept copy is shown after this long; with no copy, the network is waited for. */
const NETWORK_TIMEOUT_SECONDS = 3;

const functionsBase = functionsBaseUrl(readConfig().apiUrl);
const isAnswer = (url: URL) =>
  url.href.startsWith(functionsBase) ||
  (url.origin === self.location.origin && (url.pathname.startsWith('/data/') || url.pathname.startsWith('/reading/')));

/** A page of this site: a navigation, or a copy the page asks to keep (`CACHE_URLS` with `Accept: text/html`). */
const isPage = (request: Request, url: URL) =>
  url.origin === self.location.origin && (request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html'));

const isImage = (request: Request, url: URL) =>
  (url.origin === self.location.origin || url.href.startsWith(functionsBase)) &&
  (request.destination === 'image' || IMAGE_PATH.test(url.pathname));

/** One URL, one copy: without its fragment and the parameters that only say where a reader came from. */
const cacheKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: ({ request }) => Promise.resolve(cacheKeyUrl(request.url)),
};

/** Only a whole, successful answer is kept: an error is never served later in place of the truth. */
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

/** When the network fails and this route's cache has nothing, a copy kept elsewhere (a saved post) will do. */
const anyKeptCopy: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (await caches.match(cacheKeyUrl(request.url), { ignoreVary: true })) ?? undefined,
};

/** The post a page or a `get_details` call is about, if any. */
function postSlugOf(url: URL): string | undefined {
  if (url.href.startsWith(functionsBase))
    return url.pathname.endsWith(`/${FUNCTION_NAMES.detail}`) ? (url.searchParams.get(PARAMS.slug) ?? undefined) : undefined;
  return url.origin === self.location.origin ? slugFromPath(url.pathname) : undefined;
}

/**
 * A post the backend answers 404 for leaves every cache, so no copy of it is served later; the post page, showing
 * that it is gone, takes it out of Saved and tells the reader (src/features/offline).
 */
const forgetsGonePosts: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    const slug = response.status === 404 ? postSlugOf(new URL(request.url)) : undefined;
    if (slug !== undefined) await deleteFromCaches([request.url]).catch(() => undefined);
    return response;
  },
};

/**
 * A page that was never kept: the site's own offline page, which lists what is. A navigation is sent there, with the
 * page it asked for, so the app starts on the page it shows (it would otherwise move to the address bar's URL).
 */
const pageOrOfflinePage: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const kept = await caches.match(cacheKeyUrl(request.url), { ignoreVary: true });
    if (kept) return kept;
    const url = new URL(request.url);
    if (request.mode === 'navigate' && url.pathname !== OFFLINE_PAGE_PATH) return Response.redirect(offlinePageFor(url), 302);
    return matchPrecache(OFFLINE_PAGE_PATH);
  },
};

// The build's own files first: they never change under their names.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const pages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    cacheKey,
    onlyOk,
    forgetsGonePosts,
    new ExpirationPlugin({ maxEntries: PAGES_KEPT, purgeOnQuotaError: true }),
    pageOrOfflinePage,
  ],
});

registerRoute(({ request, url }) => isPage(request, url), pages);

registerRoute(
  ({ url }) => isAnswer(url),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.answers,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [cacheKey, onlyOk, forgetsGonePosts, new ExpirationPlugin({ maxEntries: ANSWERS_KEPT, purgeOnQuotaError: true }), anyKeptCopy],
  }),
);

registerRoute(
  ({ request, url }) => isImage(request, url),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.images,
    plugins: [cacheKey, onlyOk, new ExpirationPlugin({ maxEntries: IMAGES_KEPT, purgeOnQuotaError: true }), anyKeptCopy],
  }),
);

// The first worker takes the page that registered it; a later one waits for the pages of the old build to close.
clientsClaim();

// The caches of an earlier version of this worker (renamed when what they hold changed) go when this one takes over.
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(OFFLINE_CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('vedanta-') && !current.has(name)).map((name) => caches.delete(name))),
      ),
  );
});
