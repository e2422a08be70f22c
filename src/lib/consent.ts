// The choice about third parties in `localStorage`, shared by the banner's script and the app; nothing runs at load.
import { CONSENT_STORAGE_KEY, parseConsent, storedConsent, type ConsentChoice } from './consentFormat';

export { CONSENT_STORAGE_KEY, parseConsent, type ConsentChoice } from './consentFormat';
export * from './consentMarkup';

const CHANGE_EVENT = 'vedanta-consentchange';

/** When storage is refused (a private window), the choice still counts until the tab closes. */
let unsaved: ConsentChoice | null = null;
/** So every read of an unchanged choice is the same object. */
let cache: { text: string | null; choice: ConsentChoice | null } | undefined;

/** The visitor's choice, or null while they have not chosen. */
export function readConsent(): ConsentChoice | null {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage that throws on read is unusable (and the server has none).
  }
  if (text === null) return unsaved;
  if (cache?.text !== text) cache = { text, choice: parseConsent(text) };
  return cache.choice ?? unsaved;
}

/** Stores the choice, or holds it for the page when storage refuses it. */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, storedConsent(choice, now.getTime()));
    unsaved = null;
  } catch {
    unsaved = choice;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `listener` when the choice changes, in this tab or another (useSyncExternalStore subscribes in the browser only). */
export function subscribeToConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
