/**
 * The service worker a build writes with offline reading turned off (`SITE_OFFLINE_READING=off`): at the same URL as
 * the one readers have, so their browsers fetch it at the next navigation. It takes over at once, deletes what the
 * old worker kept, the reading records too (what the reader saved, read and where they stopped: no page shows them
 * any more) and Workbox's own, and unregisters itself. Pages open then keep running; their next load comes from the network alone.
 */
import webpack from 'webpack';
import { READING_DATABASE } from '../src/features/offline/offlineRecords';
import { SERVICE_WORKER_PATH } from '../src/lib/offlinePaths';

/** The reading records, and Workbox's record of when each kept page and answer was stored (their URLs: what was read). */
const RETIRED_DATABASES = [READING_DATABASE, 'workbox-expiration'];

export const RETIRED_SERVICE_WORKER = `// This site no longer keeps pages for offline reading: this worker removes itself and what the old one kept.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('vedanta-') || name.startsWith('workbox-')).map((name) => caches.delete(name)));
      // A page still open holds a database: its deletion then waits for it to close, and this worker need not.
      const deleted = (name) =>
        new Promise((resolve) => {
          const deletion = indexedDB.deleteDatabase(name);
          deletion.onsuccess = deletion.onerror = deletion.onblocked = resolve;
        });
      await Promise.all(${JSON.stringify(RETIRED_DATABASES)}.map(deleted));
      await self.registration.unregister();
    })(),
  );
});
`;

export class RetiredServiceWorkerPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('RetiredServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RetiredServiceWorkerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(SERVICE_WORKER_PATH.slice(1), new webpack.sources.RawSource(RETIRED_SERVICE_WORKER));
        },
      );
    });
  }
}
