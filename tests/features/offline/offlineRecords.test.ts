import { set } from 'idb-keyval';
import { createStore } from 'idb-keyval';
import {
  addReadPost,
  addSavedPost,
  forgetPost,
  readOfflineRecords,
  RECENT_POSTS_KEPT,
  removeSavedPost,
  writeReadingPlace,
} from '@/features/offline/offlineRecords';

const post = (slug: string) => ({ slug, title: `Title of ${slug}`, date: '2026-01-02' });

beforeEach(async () => {
  const { saved, recent } = await readOfflineRecords();
  for (const item of saved) await removeSavedPost(item.slug);
  for (const item of recent) await forgetPost(item.slug);
  await writeReadingPlace(null);
});

describe('the offline records on this device', () => {
  it('keeps saved posts newest first; saving one again moves it to the top; removing takes it out', async () => {
    await addSavedPost({ ...post('maya'), savedAt: 1, files: ['http://localhost/blog/maya'] });
    await addSavedPost({ ...post('atman'), savedAt: 2, files: [] });
    await addSavedPost({ ...post('maya'), savedAt: 3, files: [] });
    expect((await readOfflineRecords()).saved.map((item) => [item.slug, item.savedAt])).toEqual([
      ['maya', 3],
      ['atman', 2],
    ]);
    await removeSavedPost('maya');
    expect((await readOfflineRecords()).saved.map((item) => item.slug)).toEqual(['atman']);
  });

  it(`keeps the ${RECENT_POSTS_KEPT} posts read last, newest first, each once`, async () => {
    for (let index = 0; index < RECENT_POSTS_KEPT + 3; index += 1) await addReadPost({ ...post(`post-${index}`), readAt: index });
    await addReadPost({ ...post('post-5'), readAt: 100 });
    const { recent } = await readOfflineRecords();
    expect(recent).toHaveLength(RECENT_POSTS_KEPT);
    expect(recent[0]?.slug).toBe('post-5');
    expect(new Set(recent.map((item) => item.slug)).size).toBe(RECENT_POSTS_KEPT);
  });

  it('forgets a post everywhere: Saved, the recent list and the reading place', async () => {
    await addSavedPost({ ...post('maya'), savedAt: 1, files: [] });
    await addReadPost({ ...post('maya'), readAt: 1 });
    await addReadPost({ ...post('atman'), readAt: 2 });
    await writeReadingPlace({ ...post('maya'), block: 4, updatedAt: 1 });
    const left = await forgetPost('maya');
    expect(left).toEqual({ saved: [], recent: [{ ...post('atman'), readAt: 2 }], place: null });
    expect(await readOfflineRecords()).toEqual(left);
  });

  it('keeps the reading place of another post when one is forgotten', async () => {
    await writeReadingPlace({ ...post('atman'), block: 2, updatedAt: 1 });
    await forgetPost('maya');
    expect((await readOfflineRecords()).place).toEqual({ ...post('atman'), block: 2, updatedAt: 1 });
  });

  it('trusts no damaged or foreign record: what is not a post is left out', async () => {
    const records = createStore('vedanta-reading', 'records');
    await set(
      'saved-posts',
      [{ slug: 'maya' }, 'junk', null, { ...post('ok'), savedAt: 1, files: [] }, { ...post('no-files'), savedAt: 1 }],
      records,
    );
    await set('recent-posts', { not: 'a list' }, records);
    await set('reading-place', { ...post('maya'), block: 'three' }, records);
    expect(await readOfflineRecords()).toEqual({ saved: [{ ...post('ok'), savedAt: 1, files: [] }], recent: [], place: null });
  });
});
