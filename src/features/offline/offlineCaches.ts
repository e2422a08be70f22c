/** The caches the service worker and the page share; a worker that changes what one holds renames it (docs/decisions/offline-reading.md). */
export const OFFLINE_CACHES = {
  /** Pages (HTML) the reader opened: network first, this copy when the network fails. */
  pages: 'vedanta-pages-v1',
  /** The functions' answers and the build's data files the pages read: network first, likewise. */
  answers: 'vedanta-answers-v1',
  /** Images as they are seen, up to a bound. */
  images: 'vedanta-images-v1',
  /** What "Save for offline" keeps of a post, until the reader removes it: never expired. */
  saved: 'vedanta-saved-v1',
} as const;

/** How many pages, answers and images the worker keeps of what the reader opened (Saved keeps its own for good). */
export const PAGES_KEPT = 60;
export const ANSWERS_KEPT = 120;
export const IMAGES_KEPT = 80;

/** What the worker's precache takes of the site's storage, with room to spare: it does not install where there is less. */
export const PRECACHE_ROOM_BYTES = 4_000_000;

/** Room asked for beyond what is written: the browser's own bookkeeping, and some to spare. */
const SPARE_BYTES = 1_000_000;

/** Whether the site's storage has room for this many more bytes (unknown counts as yes: the write will tell). */
export async function hasRoomFor(bytes: number): Promise<boolean> {
  if (!('storage' in navigator)) return true;
  const estimate = await navigator.storage.estimate().catch(() => undefined);
  if (!estimate?.quota || estimate.usage === undefined) return true;
  return estimate.quota - estimate.usage >= bytes + SPARE_BYTES;
}

/** Runs `write`, which puts `files` into `cache`; if it fails (a full device), deletes those it added: no partial copy stays. */
export async function writeAllOrNone(cache: Cache, files: readonly string[], write: () => Promise<unknown>): Promise<void> {
  const there = await Promise.all(files.map((file) => cache.match(file, { ignoreVary: true }).then(Boolean)));
  try {
    await write();
  } catch (error) {
    const written = files.filter((_, index) => !there[index]);
    await Promise.all(written.map((file) => cache.delete(file, { ignoreVary: true }))).catch(() => undefined);
    throw error;
  }
}

/** An image, by its file name: the worker keeps images as they are seen. */
const IMAGE_PATH = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

/** The answers and images the worker keeps: this origin's and the functions' (whose `MEDIA_PATH` holds images, not answers). */
export function keptFiles(origin: string, functionsBase: string) {
  const mediaBase = new URL('media/', functionsBase).href;
  return {
    isAnswer: (url: URL) =>
      (url.href.startsWith(functionsBase) && !url.href.startsWith(mediaBase)) ||
      (url.origin === origin && /^\/(data|reading)\//.test(url.pathname)),
    isImage: (url: URL, destination?: RequestDestination) =>
      (url.origin === origin || url.href.startsWith(functionsBase)) && (destination === 'image' || IMAGE_PATH.test(url.pathname)),
  };
}

/** Query parameters that only say where a reader came from: one page, one cached copy, whatever the link carried. */
const TRACKING_PARAMETER = /^(utm_.*|fbclid|gclid|msclkid|mc_eid|ref)$/i;

/** The URL an answer or an image is cached under: without a fragment or tracking parameters. */
export function cacheKeyUrl(url: string | URL): string {
  const key = new URL(url);
  key.hash = '';
  for (const name of [...key.searchParams.keys()]) if (TRACKING_PARAMETER.test(name)) key.searchParams.delete(name);
  return key.href;
}

/** The query parameters the pages read, by path: the blog's and a topic's page number, the search, the offline page's `from`. */
const PAGE_PARAMETERS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^\/blog$/, ['page']],
  [/^\/topics\/[^/]+$/, ['page']],
  [/^\/search$/, ['q']],
  [/^\/offline$/, ['from']],
];

/** The URL a page is cached under: its path and the parameters it reads (any other query has the same HTML, so one copy). */
export function pageCacheKeyUrl(url: string | URL): string {
  const key = new URL(url);
  const read = PAGE_PARAMETERS.find(([path]) => path.test(key.pathname))?.[1] ?? [];
  const kept = new URLSearchParams();
  for (const name of read) {
    const value = key.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  key.search = kept.toString();
  key.hash = '';
  return key.href;
}

/** Deletes a URL from every cache the site keeps (a post the backend no longer has). */
export async function deleteFromCaches(urls: readonly string[]): Promise<void> {
  // Cache Storage exists only on pages served over HTTPS (or localhost): elsewhere nothing was kept.
  if (!('caches' in globalThis)) return;
  await Promise.all(
    Object.values(OFFLINE_CACHES).map(async (name) => {
      const cache = await caches.open(name);
      await Promise.all(urls.map((url) => cache.delete(cacheKeyUrl(url), { ignoreVary: true })));
    }),
  );
}
