import { linkWebAppManifest } from './linkWebAppManifest';
import { registerServiceWorkerWhenIdle } from './serviceWorker/registerServiceWorker';

/**
 * What the site does once React has taken over and the browser is idle, in a chunk of its own so that the code a page
 * takes over with does not carry it: the manifest that makes the site installable, and offline reading's worker.
 */
export function afterTakeover({ offlineReading }: { readonly offlineReading: boolean }): void {
  linkWebAppManifest();
  if (offlineReading) registerServiceWorkerWhenIdle();
}
