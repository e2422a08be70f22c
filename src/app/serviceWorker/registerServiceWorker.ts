import { SERVICE_WORKER_PATH } from '@/lib/offlinePaths';
import { whenIdle } from '@/lib/whenIdle';

/** The reader asked for less data (Chromium's Save-Data): the worker, and what it fetches, waits for them to ask. */
export const savesData = (): boolean => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Registers the service worker once the page is interactive and the load is over, when the browser is idle. */
export function registerServiceWorkerWhenIdle(): void {
  // Only a production build writes the worker (webpack.config.ts).
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator) || savesData()) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch((error: unknown) => {
      console.warn('Offline reading is unavailable: the service worker did not register.', error);
    });
  };
  if (document.readyState === 'complete') whenIdle(register);
  else addEventListener('load', () => whenIdle(register), { once: true });
}
