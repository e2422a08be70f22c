import { SERVICE_WORKER_PATH } from '@/lib/offlinePaths';
import { whenIdle } from '@/lib/whenIdle';

/** The reader asked for less data (Chromium's Save-Data): the worker, and what it fetches, waits for them to ask. */
const savesData = (): boolean => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** When the worker last failed to install on this device (a full one): the page does not register it again for a while. */
export const INSTALL_FAILED_KEY = 'vedanta-offline-install-failed';
/** How long the page waits after a failed install: each try downloads the whole precache only to throw it away. */
const INSTALL_RETRY_MS = 7 * 24 * 60 * 60 * 1000;

/** Storage refused (a private window, a blocked site) counts as no note: the worker itself checks for room first. */
function note(action: (storage: Storage) => void): void {
  try {
    action(localStorage);
  } catch {
    // Nothing is kept; the next load tries again.
  }
}

function installFailedLately(): boolean {
  let failedAt = 0;
  note((storage) => (failedAt = Number(storage.getItem(INSTALL_FAILED_KEY))));
  return failedAt > 0 && Date.now() - failedAt < INSTALL_RETRY_MS;
}

/** Notes a worker that is thrown away before it ever installed (its install failed); one that installs clears the note. */
function watchInstall(worker: ServiceWorker | null): void {
  let installed = false;
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed') {
      installed = true;
      note((storage) => storage.removeItem(INSTALL_FAILED_KEY));
    } else if (worker.state === 'redundant' && !installed) {
      note((storage) => storage.setItem(INSTALL_FAILED_KEY, String(Date.now())));
    }
  });
}

/** Registers the service worker once the page is interactive and the load is over, when the browser is idle. */
export function registerServiceWorkerWhenIdle(): void {
  // Only a production build writes the worker (webpack.config.ts).
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator) || savesData() || installFailedLately()) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).then(
      // Some environments stub the worker out and resolve with nothing (Playwright's blocked workers, some extensions).
      (registration?: ServiceWorkerRegistration) => {
        if (!registration) return;
        watchInstall(registration.installing);
        registration.addEventListener('updatefound', () => watchInstall(registration.installing));
      },
      (error: unknown) => console.warn('Offline reading is unavailable: the service worker did not register.', error),
    );
  };
  if (document.readyState === 'complete') whenIdle(register);
  else addEventListener('load', () => whenIdle(register), { once: true });
}
