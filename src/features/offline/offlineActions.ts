// Offline reading's thunks: each reads or writes this device's records and caches, then tells the store (offlineSlice.ts).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiConnection } from '@/api/apiSlice';
import { readingFilePath, siteFileUrl } from '@/api/apiSlice';
import { FUNCTION_NAMES, PARAMS } from '@/api/contract';
import { authorization, functionsBaseUrl, functionUrl } from '@/api/functionUrl';
import { postPath } from '@/lib/postPath';
import { cacheKeyUrl, deleteFromCaches, hasRoomFor, keptFiles, OFFLINE_CACHES, pageCacheKeyUrl, writeAllOrNone } from './offlineCaches';
import {
  addReadPost,
  addSavedPost,
  forgetPost,
  readOfflineRecords,
  removeSavedPost,
  writeReadingPlace,
  type PostRecord,
  type ReadingPlace,
} from './offlineRecords';
import { offline, selectOffline, type SaveProblem } from './offlineSlice';

/** A thunk of the site's store, which holds this feature's slice and hands RTK Query's connection as `extra`. */
type OfflineThunk = ThunkAction<Promise<void>, Parameters<typeof selectOffline>[0], ApiConnection, UnknownAction>;

/** Reads the records on this device once per page; storage refused (a private window) is said, not thrown. */
export const readOfflineRecordsOnce = (): OfflineThunk => async (dispatch, getState) => {
  if (selectOffline(getState()).records !== 'unread') return;
  dispatch(offline.offlineRecordsRequested());
  try {
    dispatch(offline.offlineRecordsRead(await readOfflineRecords()));
  } catch {
    dispatch(offline.offlineRecordsUnavailable());
  }
};

/** The site's cache of that name; none where the browser has no Cache Storage (a page not served over HTTPS). */
const openCache = (name: string): Promise<Cache | undefined> => ('caches' in globalThis ? caches.open(name) : Promise.resolve(undefined));

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/** The requests that make a post readable offline: its page, its answer, its reading links, the images it shows. */
function postRequests(slug: string, images: readonly string[], { apiUrl, apiKey }: Pick<ApiConnection, 'apiUrl' | 'apiKey'>): Request[] {
  const page = new Request(new URL(postPath(slug), location.origin), { headers: { Accept: 'text/html' } });
  const details = new Request(functionUrl(apiUrl, FUNCTION_NAMES.detail, { [PARAMS.slug]: slug }), { headers: authorization(apiKey) });
  const reading = new Request(siteFileUrl(readingFilePath(slug), undefined));
  return [page, details, reading, ...images.map((image) => new Request(image))];
}

/** Fetches and keeps a post's files, then `record`s them; what went wrong, if anything did. */
async function keepPost(
  slug: string,
  images: readonly string[],
  connection: ApiConnection,
  record: (files: string[]) => Promise<unknown>,
): Promise<SaveProblem | undefined> {
  const requests = postRequests(slug, images, connection);
  const responses = await Promise.all(requests.map((request) => fetch(request).catch(() => undefined)));
  const [page, details] = responses;
  if (!page?.ok || !details?.ok) return 'failed';
  const kept = requests.flatMap((request, index) => {
    const response = responses[index];
    return response?.ok ? [{ file: cacheKeyUrl(request.url), response }] : [];
  });
  const bodies = await Promise.all(kept.map(({ response }) => response.clone().blob()));
  const bytes = bodies.reduce((sum, body) => sum + body.size, 0);
  if (!(await hasRoomFor(bytes))) return 'full';
  if ('storage' in navigator) void navigator.storage.persist().catch(() => false);
  const cache = await openCache(OFFLINE_CACHES.saved);
  if (!cache) return 'failed';
  const files = kept.map(({ file }) => file);
  await writeAllOrNone(cache, files, async () => {
    // Every write settles before any is taken back.
    const writes = await Promise.allSettled(kept.map(({ file, response }) => cache.put(file, response)));
    const failed = writes.find((write): write is PromiseRejectedResult => write.status === 'rejected');
    if (failed) throw failed.reason;
    await record(files);
  });
  return undefined;
}

/** Saves a post into Saved, never expired, if there is room: its page and answer must come, its links and the article's images may. */
export const savePostForOffline =
  (post: PostRecord): OfflineThunk =>
  async (dispatch, _getState, connection) => {
    dispatch(offline.postSaveStarted(post.slug));
    const article = document.querySelector('article');
    const images = article ? keptImages(article, functionsBaseUrl(connection.apiUrl)) : [];
    const record = async (files: string[]) => dispatch(offline.postSaved(await addSavedPost({ ...post, savedAt: Date.now(), files })));
    const problem = await keepPost(post.slug, images, connection, record).catch((error: unknown) =>
      isQuotaError(error) ? 'full' : 'failed',
    );
    if (problem) dispatch(offline.postSaveFailed({ slug: post.slug, problem }));
  };

export const removeSavedPostForOffline =
  (slug: string): OfflineThunk =>
  async (dispatch, getState) => {
    const post = selectOffline(getState()).saved.find((item) => item.slug === slug);
    const cache = await openCache(OFFLINE_CACHES.saved);
    if (cache) await Promise.all((post?.files ?? []).map((file) => cache.delete(file, { ignoreVary: true })));
    dispatch(offline.savedPostRemoved(await removeSavedPost(slug)));
  };

/** A post was opened: it heads the recently read list the offline page offers. */
export const recordPostRead =
  (post: PostRecord): OfflineThunk =>
  async (dispatch) => {
    dispatch(offline.postRead(await addReadPost({ ...post, readAt: Date.now() })));
  };

/** Where the reader stopped in a post, or `null` once they reached its end. */
export const keepReadingPlace =
  (place: ReadingPlace | null): OfflineThunk =>
  async (dispatch) => {
    await writeReadingPlace(place);
    dispatch(offline.readingPlaceKept(place));
  };

/** The backend answered that a post is not there: it leaves Saved, the recent list and every cache. */
export const forgetGonePost =
  (slug: string): OfflineThunk =>
  async (dispatch, getState, connection) => {
    const saved = selectOffline(getState()).saved.find((item) => item.slug === slug);
    const files = [...(saved?.files ?? []), ...postRequests(slug, [], connection).map((request) => request.url)];
    const [records] = await Promise.all([forgetPost(slug), deleteFromCaches(files)]);
    dispatch(offline.postGone({ post: saved ? { slug, title: saved.title, date: saved.date } : null, records }));
  };

/** The images under `root` the site may keep: its own and the functions' (the page may connect to no other host). */
function keptImages(root: ParentNode, functionsBase: string): string[] {
  return [...root.querySelectorAll('img')]
    .map((image) => image.currentSrc || image.src)
    .filter((src) => src.startsWith(`${location.origin}/`) || src.startsWith(functionsBase));
}

/** A request as Workbox's `CACHE_URLS` message takes it: a URL, or a URL and how to ask for it. */
type CacheUrl = string | [string, RequestInit];

const notKept = async (key: string) => !(await caches.match(key, { ignoreVary: true }));

/** Asks the worker to keep what no cache holds of this page: its HTML (an in-site link fetches none), and what loaded before it. */
export async function keepPageCopy({ apiUrl, apiKey }: Pick<ApiConnection, 'apiUrl' | 'apiKey'>): Promise<void> {
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  if (!worker) return;
  const functionsBase = functionsBaseUrl(apiUrl);
  const { isAnswer, isImage } = keptFiles(location.origin, functionsBase);
  const fetched = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => isAnswer(new URL(url)) || isImage(new URL(url)));
  const images = keptImages(document, functionsBase);
  // Each under the key the worker keeps it by: the page by its path and the parameters it reads.
  const candidates: { request: CacheUrl; key: string }[] = [
    { request: [location.href, { headers: { Accept: 'text/html' } }], key: pageCacheKeyUrl(location.href) },
    ...[...new Set([...fetched, ...images])].map((url) => ({
      request: url.startsWith(functionsBase) && apiKey ? ([url, { headers: authorization(apiKey) }] as CacheUrl) : url,
      key: cacheKeyUrl(url),
    })),
  ];
  const missing = await Promise.all(candidates.map(async ({ request, key }) => ((await notKept(key)) ? [request] : [])));
  const urlsToCache = missing.flat();
  if (urlsToCache.length > 0) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
