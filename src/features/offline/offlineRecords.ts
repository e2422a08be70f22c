// The reader's saved posts, posts read lately and reading place, kept in this device's IndexedDB and never sent.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';

/** A post as the records name it: enough to list and link it without the network. */
const postRecord = v.object({
  slug: v.string(),
  title: v.string(),
  /** The post's date, as the functions give it (`YYYY-MM-DD…`), '' when it has none. */
  date: v.string(),
});

const savedPost = v.object({
  ...postRecord.entries,
  savedAt: v.number(),
  /** The URLs kept for it in the saved posts' cache: its page, its answers, its images. */
  files: v.array(v.string()),
});

const readPost = v.object({ ...postRecord.entries, readAt: v.number() });

/** Where the reader stopped in a post: the index of the article's block at the top of the screen. */
const readingPlace = v.object({ ...postRecord.entries, block: v.number(), updatedAt: v.number() });

export type PostRecord = v.InferOutput<typeof postRecord>;
export type SavedPost = v.InferOutput<typeof savedPost>;
export type ReadPost = v.InferOutput<typeof readPost>;
export type ReadingPlace = v.InferOutput<typeof readingPlace>;

/** The posts read lately that the offline page offers: the newest this many. */
export const RECENT_POSTS_KEPT = 12;

const KEYS = { saved: 'saved-posts', recent: 'recent-posts', place: 'reading-place' } as const;

/** The database of these records (the worker that retires offline reading deletes it: scripts/retiredServiceWorker.ts). */
export const READING_DATABASE = 'vedanta-reading';

let records: UseStore | undefined;
/** Opened on first use: IndexedDB does not exist on the server, and some browsers refuse it (private windows). */
const store = (): UseStore => (records ??= createStore(READING_DATABASE, 'records'));

/** A list as stored, less what is not a record: one another version wrote, or a damaged one, is not trusted. */
async function readList<Item>(key: string, schema: v.GenericSchema<Item>): Promise<Item[]> {
  const value = await get<unknown>(key, store());
  return Array.isArray(value) ? value.filter((item) => v.is(schema, item)) : [];
}

async function readPlace(): Promise<ReadingPlace | null> {
  const place = await get<unknown>(KEYS.place, store());
  return v.is(readingPlace, place) ? place : null;
}

export async function readOfflineRecords() {
  const [saved, recent, place] = await Promise.all([readList(KEYS.saved, savedPost), readList(KEYS.recent, readPost), readPlace()]);
  return { saved, recent, place };
}

export type OfflineRecords = Awaited<ReturnType<typeof readOfflineRecords>>;

/** Writes a list changed from what is stored, and hands it back. */
async function changeList<Item>(key: string, schema: v.GenericSchema<Item>, change: (items: Item[]) => Item[]): Promise<Item[]> {
  const items = change(await readList(key, schema));
  await set(key, items, store());
  return items;
}

export const withoutPost = <Item extends PostRecord>(items: readonly Item[], slug: string): Item[] =>
  items.filter((item) => item.slug !== slug);

/** Saves a post (newest first); saving it again moves it to the top. */
export const addSavedPost = (post: SavedPost) => changeList(KEYS.saved, savedPost, (saved) => [post, ...withoutPost(saved, post.slug)]);

export const removeSavedPost = (slug: string) => changeList(KEYS.saved, savedPost, (saved) => withoutPost(saved, slug));

export const addReadPost = (post: ReadPost) =>
  changeList(KEYS.recent, readPost, (read) => [post, ...withoutPost(read, post.slug)].slice(0, RECENT_POSTS_KEPT));

/** Forgets a post everywhere: the backend no longer has it. */
export async function forgetPost(slug: string): Promise<OfflineRecords> {
  const [saved, recent, place] = await Promise.all([
    removeSavedPost(slug),
    changeList(KEYS.recent, readPost, (read) => withoutPost(read, slug)),
    readPlace(),
  ]);
  if (place?.slug !== slug) return { saved, recent, place };
  await writeReadingPlace(null);
  return { saved, recent, place: null };
}

/** Keeps where the reader stopped, or forgets it (`null`: the post was read to its end). */
export async function writeReadingPlace(place: ReadingPlace | null): Promise<void> {
  if (place) await set(KEYS.place, place, store());
  else await del(KEYS.place, store());
}
