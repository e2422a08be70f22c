// The reader's saved posts, posts read lately and reading place, kept in this device's IndexedDB and never sent.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** A post as the records name it: enough to list and link it without the network. */
export interface PostRecord {
  readonly slug: string;
  readonly title: string;
  /** The post's date, as the functions give it (`YYYY-MM-DD…`), '' when it has none. */
  readonly date: string;
}

export interface SavedPost extends PostRecord {
  readonly savedAt: number;
  /** The URLs kept for it in the saved posts' cache: its page, its answers, its images. */
  readonly files: string[];
}

export interface ReadPost extends PostRecord {
  readonly readAt: number;
}

/** Where the reader stopped in a post: the index of the article's block at the top of the screen. */
export interface ReadingPlace extends PostRecord {
  readonly block: number;
  readonly updatedAt: number;
}

export interface OfflineRecords {
  readonly saved: readonly SavedPost[];
  readonly recent: readonly ReadPost[];
  readonly place: ReadingPlace | null;
}

/** The posts read lately that the offline page offers: the newest this many. */
export const RECENT_POSTS_KEPT = 12;

const KEYS = { saved: 'saved-posts', recent: 'recent-posts', place: 'reading-place' } as const;

/** The database of these records (the worker that retires offline reading deletes it: scripts/retiredServiceWorker.ts). */
export const READING_DATABASE = 'vedanta-reading';

let records: UseStore | undefined;
/** Opened on first use: IndexedDB does not exist on the server, and some browsers refuse it (private windows). */
const store = (): UseStore => (records ??= createStore(READING_DATABASE, 'records'));

const isPostRecord = (value: unknown): value is PostRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PostRecord).slug === 'string' &&
  typeof (value as PostRecord).title === 'string' &&
  typeof (value as PostRecord).date === 'string';

/** A list as stored, or an empty one: a record another version wrote, or a damaged one, is not trusted. */
async function readList<Item extends PostRecord>(key: string, stamp: 'savedAt' | 'readAt'): Promise<Item[]> {
  const value = await get<unknown>(key, store());
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Item => isPostRecord(item) && typeof (item as unknown as Record<string, unknown>)[stamp] === 'number',
  );
}

export async function readOfflineRecords(): Promise<OfflineRecords> {
  const [saved, recent, place] = await Promise.all([
    readList<SavedPost>(KEYS.saved, 'savedAt').then((saved) => saved.filter((post) => Array.isArray(post.files))),
    readList<ReadPost>(KEYS.recent, 'readAt'),
    get<unknown>(KEYS.place, store()),
  ]);
  const validPlace = isPostRecord(place) && typeof (place as ReadingPlace).block === 'number' ? (place as ReadingPlace) : null;
  return { saved, recent, place: validPlace };
}

/** Saves a post (newest first); saving it again moves it to the top. */
export async function addSavedPost(post: SavedPost): Promise<readonly SavedPost[]> {
  const saved = [post, ...(await readList<SavedPost>(KEYS.saved, 'savedAt')).filter((item) => item.slug !== post.slug)];
  await set(KEYS.saved, saved, store());
  return saved;
}

export async function removeSavedPost(slug: string): Promise<readonly SavedPost[]> {
  const saved = (await readList<SavedPost>(KEYS.saved, 'savedAt')).filter((item) => item.slug !== slug);
  await set(KEYS.saved, saved, store());
  return saved;
}

export async function addReadPost(post: ReadPost): Promise<readonly ReadPost[]> {
  const read = await readList<ReadPost>(KEYS.recent, 'readAt');
  const recent = [post, ...read.filter((item) => item.slug !== post.slug)].slice(0, RECENT_POSTS_KEPT);
  await set(KEYS.recent, recent, store());
  return recent;
}

/** Forgets a post everywhere: the backend no longer has it. */
export async function forgetPost(slug: string): Promise<OfflineRecords> {
  const { saved, recent, place } = await readOfflineRecords();
  const next = {
    saved: saved.filter((item) => item.slug !== slug),
    recent: recent.filter((item) => item.slug !== slug),
    place: place?.slug === slug ? null : place,
  };
  await Promise.all([
    set(KEYS.saved, next.saved, store()),
    set(KEYS.recent, next.recent, store()),
    next.place ? Promise.resolve() : del(KEYS.place, store()),
  ]);
  return next;
}

/** Keeps where the reader stopped, or forgets it (`null`: the post was read to its end). */
export async function writeReadingPlace(place: ReadingPlace | null): Promise<void> {
  if (place) await set(KEYS.place, place, store());
  else await del(KEYS.place, store());
}
