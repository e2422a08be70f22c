/** Words of offline reading: saving posts, the Saved and offline pages, and "Continue reading" (issue 45). */
import { SAVE_FOR_OFFLINE } from './offlineSave';

export const offlineText = {
  save: SAVE_FOR_OFFLINE,
  saving: 'Saving…',
  saved: 'Saved',
  remove: 'Remove',
  removeLabel: (title: string) => `Remove “${title}” from Saved`,
  deviceFull: 'This device is out of storage space, so the post was not saved. Free some space, then try again.',
  saveFailed: 'The post could not be saved: check your connection, then try again.',
  storageRefused: 'This browser does not let the site keep posts on this device (a private window may be the cause).',
  savedTitle: 'Saved',
  savedIntro: 'Posts you saved to read offline. They are kept on this device only, until you remove them.',
  savedEmpty: 'Nothing is saved yet. On a post, choose “Save for offline” to read it here without a connection.',
  savedNeedsScripts: 'Saved posts are kept by the browser, which needs JavaScript turned on to list them.',
  savedMeta: { title: 'Saved | Vedanta Wisdom', description: 'The posts saved on this device for offline reading.' },
  offlineTitle: 'You are offline',
  offlineIntro: 'This page has not been read on this device, so it cannot be shown without a connection. These can be read now:',
  offlineNothing: 'Nothing has been read or saved on this device yet. Once you are back online, the posts you open stay readable offline.',
  offlineMeta: { title: 'You are offline | Vedanta Wisdom', description: 'Read saved and recent posts without a connection.' },
  tryAgain: 'Try the page again',
  backOnline: 'You are back online: open the page',
  recentHeading: 'Recently read',
  savedHeading: 'Saved posts',
  continueReading: 'Continue reading:',
  notNow: 'Not now',
  notNowLabel: 'Hide “Continue reading” for this visit',
  /** A saved post the backend no longer has: it left Saved. */
  dropped: (title: string) => `“${title}” is no longer published, so it was removed from Saved.`,
  savedLink: 'Saved',
} as const;
