/**
 * The functions' kept answers, through the real app over a content folder: keys are what an answer depends on
 * (a flood of new domains, origins, pages or unknown slugs cannot fill the cache or push out what readers ask
 * for), memory is bounded, concurrent misses share one read, a new content version starts afresh, and no
 * error is stored by a shared cache.
 */
import { MISSING_SLUG_BYTES } from '../../../server/functions/answerCache';
import { createFunctionsApp } from '../../../server/functions/app';
import { MAX_SLUG_LENGTH } from '@/api/contract';
import { createFolderStorage } from '../../../server/storage/folder';
import type { ContentStorage, ContentVersion } from '../../../server/storage/types';
import { generatePosts } from '../../support/contentFolders';
import { API_KEY, AUTH, removeTempFolders, silentLogger, tempContent } from '../helpers';

const METAINFO = 'http://localhost/functions/v1/get_metainfo';
const DETAILS = 'http://localhost/functions/v1/get_details';

afterAll(removeTempFolders);

/** A folder's storage that counts the reads that reach it. */
function countingStorage(count = 12) {
  const { posts, media } = generatePosts(count);
  const folder = createFolderStorage(tempContent(posts, media));
  const reads = { list: 0, detail: 0 };
  const storage: ContentStorage = {
    ...folder,
    listPage: (domain, page) => {
      reads.list += 1;
      return folder.listPage(domain, page);
    },
    postBySlug: (domain, slug) => {
      reads.detail += 1;
      return folder.postBySlug(domain, slug);
    },
  };
  return { storage, reads, folder };
}

const appOver = (storage: ContentStorage, answerCacheBytes?: number) =>
  createFunctionsApp({ storage, apiKey: API_KEY, logger: silentLogger(), answerCacheBytes });

describe('keys are what an answer depends on', () => {
  it('every domain without posts of its own is one kept answer', async () => {
    const { storage, reads } = countingStorage();
    const app = appOver(storage);
    for (let index = 0; index < 500; index++) {
      const response = await app.request(`${METAINFO}?domain=flood-${index}.example&page=1`, { headers: AUTH });
      expect(response.status).toBe(200);
    }
    expect(reads.list).toBe(1);
    expect(app.answers.stats()).toMatchObject({ list: { misses: 1, hits: 499 }, answers: 1 });
  });

  it('every origin without posts of its own reads one kept post', async () => {
    const { storage, reads } = countingStorage();
    const app = appOver(storage);
    const bodies = new Set<string>();
    for (let index = 0; index < 300; index++) {
      const response = await app.request(`${DETAILS}?slug=post-3`, { headers: { ...AUTH, Origin: `https://o${index}.example` } });
      bodies.add(await response.text());
    }
    expect(bodies.size).toBe(1);
    expect(reads.detail).toBe(1);
  });

  it('every page past the end is one kept answer', async () => {
    const { storage, reads } = countingStorage();
    const app = appOver(storage);
    for (const page of [3, 4, 50, 999_999, 12_345]) {
      const response = await app.request(`${METAINFO}?domain=localhost&page=${page}`, { headers: AUTH });
      expect(await response.json()).toEqual({ blogs: [], total: 12 });
    }
    // Page 3 is the first past the end of 12 posts: the others are read as it.
    expect(reads.list).toBe(1);
  });

  it('a slug with no post is remembered, and a flood of them leaves the real answers kept', async () => {
    const { storage, reads } = countingStorage();
    const app = appOver(storage);
    await app.request(`${DETAILS}?slug=post-1`, { headers: AUTH });
    for (let index = 0; index < 12_000; index++) {
      const response = await app.request(`${DETAILS}?slug=no-such-post-${index}`, { headers: AUTH });
      expect(response.status).toBe(404);
    }
    const detailReads = reads.detail;
    expect((await app.request(`${DETAILS}?slug=post-1`, { headers: AUTH })).status).toBe(200);
    expect((await app.request(`${DETAILS}?slug=no-such-post-11999`, { headers: AUTH })).status).toBe(404);
    expect(reads.detail).toBe(detailReads);
  });
});

describe('slugs that name no post (security probe)', () => {
  it('a slug longer than any post’s is refused with a 400, never looked up or kept', async () => {
    const { storage, reads } = countingStorage();
    const app = appOver(storage);
    const response = await app.request(`${DETAILS}?slug=${'x'.repeat(MAX_SLUG_LENGTH + 1)}`, { headers: AUTH });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: `slug must be at most ${MAX_SLUG_LENGTH} characters` });
    expect(reads.detail).toBe(0);
    expect((await app.request(`${DETAILS}?slug=${'x'.repeat(MAX_SLUG_LENGTH)}`, { headers: AUTH })).status).toBe(404);
  });

  it('are remembered within a bound of bytes, however long each is', async () => {
    const app = appOver(countingStorage().storage);
    for (let index = 0; index < 6_000; index++) {
      const slug = `${index}-${'x'.repeat(MAX_SLUG_LENGTH - 10)}`;
      expect((await app.request(`${DETAILS}?slug=${slug}`, { headers: AUTH })).status).toBe(404);
    }
    const { missingSlugs } = app.answers.stats();
    expect(missingSlugs.bytes).toBeLessThanOrEqual(MISSING_SLUG_BYTES);
    expect(missingSlugs.count).toBeGreaterThan(1_000);
    expect(missingSlugs.count).toBeLessThan(6_000);
  });
});

describe('memory and concurrency', () => {
  it('keeps answers within its bytes, the least recently used going first', async () => {
    const { storage, reads } = countingStorage(30);
    const probe = await appOver(storage).request(`${DETAILS}?slug=post-10`, { headers: AUTH });
    // Room for three posts' answers (each counted as its JSON twice, plus 256 bytes), not four.
    const app = appOver(storage, 3.5 * (2 * Number(probe.headers.get('content-length')) + 256));
    const read = (slug: string) => app.request(`${DETAILS}?slug=${slug}`, { headers: AUTH });
    await read('post-1');
    for (let index = 2; index <= 30; index++) {
      await read(`post-${index}`);
      // A reader keeps asking for post-1: it stays.
      await read('post-1');
    }
    expect(app.answers.stats().answers).toBe(3);
    const before = reads.detail;
    await read('post-1');
    expect(reads.detail).toBe(before);
    await read('post-2');
    expect(reads.detail).toBe(before + 1);
  });

  it('concurrent requests for one missing answer share one read of the store', async () => {
    const { storage, reads } = countingStorage();
    const app = appOver(storage);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => Promise.resolve(app.request(`${DETAILS}?slug=post-5`, { headers: AUTH }))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(200));
    expect(reads.detail).toBe(1);
  });
});

describe('content versions', () => {
  it('a new version starts afresh, and an answer built for an older one is not kept', async () => {
    const { folder } = countingStorage();
    let version: ContentVersion = folder.knownVersion()!;
    let reads = 0;
    let release: (() => void) | undefined;
    const storage: ContentStorage = {
      ...folder,
      currentVersion: () => Promise.resolve(version),
      knownVersion: () => version,
      postBySlug: async (domain, slug) => {
        reads += 1;
        if (release === undefined) await new Promise<void>((resolve) => (release = resolve));
        return folder.postBySlug(domain, slug);
      },
    };
    const app = appOver(storage);
    const slow = app.request(`${DETAILS}?slug=post-2`, { headers: AUTH });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // A publish while the first read is under way.
    version = { servedDomain: (domain) => folder.knownVersion()!.servedDomain(domain) };
    const fresh = await app.request(`${DETAILS}?slug=post-3`, { headers: AUTH });
    expect(fresh.status).toBe(200);
    release?.();
    expect((await slow).status).toBe(200);
    expect(reads).toBe(2);
    // post-2 was read for the old version: read again for the new one.
    await app.request(`${DETAILS}?slug=post-2`, { headers: AUTH });
    expect(reads).toBe(3);
    await app.request(`${DETAILS}?slug=post-2`, { headers: AUTH });
    expect(reads).toBe(3);
  });

  it('keeps nothing while the store has no version to give', async () => {
    const { folder } = countingStorage();
    let reads = 0;
    const storage: ContentStorage = {
      ...folder,
      currentVersion: () => Promise.resolve(undefined),
      knownVersion: () => undefined,
      postBySlug: (domain, slug) => {
        reads += 1;
        return folder.postBySlug(domain, slug);
      },
    };
    const app = appOver(storage);
    for (let index = 0; index < 3; index++) await app.request(`${DETAILS}?slug=post-2`, { headers: AUTH });
    expect(reads).toBe(3);
    expect(app.answers.stats().answers).toBe(0);
  });
});

describe('errors are never stored by a shared cache', () => {
  const { storage } = countingStorage();
  const app = appOver(storage);
  it.each([
    ['an unknown slug', `${DETAILS}?slug=no-such-post`, AUTH, 404],
    ['a missing domain', `${METAINFO}?page=1`, AUTH, 400],
    ['a bad page', `${METAINFO}?domain=localhost&page=0`, AUTH, 400],
    ['no key', `${METAINFO}?domain=localhost`, {}, 401],
    ['an unknown path', 'http://localhost/functions/v1/get_everything', AUTH, 404],
  ] as const)('%s: %s', async (_name, url, headers, status) => {
    const response = await app.request(url, { headers });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('a POST (405) too', async () => {
    const response = await app.request(`${METAINFO}?domain=localhost`, { method: 'POST', headers: AUTH });
    expect(response.status).toBe(405);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
