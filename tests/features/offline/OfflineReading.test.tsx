import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectOffline } from '@/features/offline/offlineSlice';
import { addSavedPost, forgetPost, readOfflineRecords, removeSavedPost, writeReadingPlace } from '@/features/offline/offlineRecords';
import { offlineText } from '@/content/offline';
import { setupFakeFunctions } from '../../support/fakeFunctions';
import { renderApp } from '../../support/renderWithProviders';

const { server } = setupFakeFunctions();

const saved = (slug: string, title: string, savedAt: number) => ({ slug, title, date: '2025-03-04', savedAt, files: [] });

/** Cache Storage as a browser keeps it, in memory (jsdom has none); a write `refuses` fails as on a full device. */
function memoryCacheStorage(refuses: (url: string) => boolean) {
  const caches = new Map<string, Map<string, Response>>();
  const written: string[] = [];
  const keyOf = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  const cacheNamed = (name: string) => {
    let entries = caches.get(name);
    if (!entries) caches.set(name, (entries = new Map<string, Response>()));
    return entries;
  };
  const open = (name: string): Promise<Cache> => {
    const entries = cacheNamed(name);
    const cache: Partial<Cache> = {
      match: (request) => Promise.resolve(entries.get(keyOf(request))?.clone()),
      put: (request, response) => {
        const key = keyOf(request);
        if (refuses(key)) return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
        written.push(key);
        entries.set(key, response);
        return Promise.resolve();
      },
      delete: (request) => Promise.resolve(entries.delete(keyOf(request))),
    };
    return Promise.resolve(cache as Cache);
  };
  const match = (request: RequestInfo | URL) =>
    Promise.resolve(
      [...caches.values()]
        .map((entries) => entries.get(keyOf(request)))
        .find(Boolean)
        ?.clone(),
    );
  const storage: Partial<CacheStorage> = { open, match, keys: () => Promise.resolve([...caches.keys()]) };
  return { caches: storage as CacheStorage, written, kept: (name: string) => [...cacheNamed(name).keys()] };
}

beforeEach(async () => {
  const records = await readOfflineRecords();
  for (const post of records.saved) await removeSavedPost(post.slug);
  for (const post of records.recent) await forgetPost(post.slug);
  await writeReadingPlace(null);
});

describe('Saved', () => {
  it('lists the posts saved on this device, newest first, with their dates, and removes one for good', async () => {
    await addSavedPost(saved('maya', 'Maya and the World', 1));
    await addSavedPost(saved('atman', 'The Self', 2));
    const { user, store } = await renderApp({ route: '/saved' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
    const list = await within(screen.getByRole('main')).findByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['The Self', '/blog/atman'],
      ['Maya and the World', '/blog/maya'],
    ]);
    expect(within(list).getAllByText('March 4, 2025')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove “The Self” from Saved' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'The Self' })).not.toBeInTheDocument());
    expect(selectOffline(store.getState()).saved.map((post) => post.slug)).toEqual(['maya']);
    expect((await readOfflineRecords()).saved.map((post) => post.slug)).toEqual(['maya']);
  });

  it('says how to save a post when nothing is saved', async () => {
    await renderApp({ route: '/saved' });
    expect(await screen.findByText(/Nothing is saved yet\./)).toBeInTheDocument();
  });
});

describe('Continue reading', () => {
  it('offers the post left part-read on /blog, linking to it, and puts it away with “Not now”', async () => {
    await writeReadingPlace({ slug: 'post-3', title: 'Post number three', date: '2025-01-03', block: 5, updatedAt: 1 });
    const { user, store } = await renderApp({ route: '/blog' });
    const offer = await screen.findByRole('complementary', { name: 'Continue reading' });
    expect(within(offer).getByRole('link', { name: 'Continue reading: Post number three' })).toHaveAttribute('href', '/blog/post-3');
    await user.click(within(offer).getByRole('button', { name: 'Hide “Continue reading” for this visit' }));
    expect(screen.queryByRole('complementary', { name: 'Continue reading' })).not.toBeInTheDocument();
    expect(selectOffline(store.getState()).continueDismissed).toBe(true);
  });

  it('offers nothing when no post was left part-read', async () => {
    await renderApp({ route: '/blog' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[aria-label="Continue reading"]')).toBeNull());
  });
});

describe('The offline page', () => {
  it('lists the saved posts, and links back only to a page of this site', async () => {
    await addSavedPost(saved('maya', 'Maya and the World', 1));
    await renderApp({ route: '/offline?from=%2F%2Fevil.example%2F' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Maya and the World' })).toHaveAttribute('href', '/blog/maya');
    expect(screen.queryByRole('link', { name: /open the page|Try the page again/ })).not.toBeInTheDocument();
  });
});

describe('Save for offline', () => {
  it('is on a post once its records are read, and says plainly when the post could not be kept (no Cache Storage here)', async () => {
    server.use(http.get('http://localhost/blog/post-3', () => HttpResponse.text('<!doctype html><title>Post 3</title>')));
    const { user, store } = await renderApp({ route: '/blog/post-3' });
    // Drawn disabled at first, in its place; the live button replaces it once its code is there.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save for offline' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save for offline' }));
    expect(await screen.findByText('The post could not be saved: check your connection, then try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(selectOffline(store.getState()).saveProblem).toEqual({ slug: 'post-3', problem: 'failed' });
  });

  it('takes back every file it wrote when the device fills up halfway, and says so (security probe 2, L6)', async () => {
    server.use(http.get('http://localhost/blog/post-3', () => HttpResponse.text('<!doctype html><title>Post 3</title>')));
    // The page's file goes in; the answer's is refused, as on a device that is full.
    const storage = memoryCacheStorage((url) => url.includes('/get_details'));
    Object.defineProperty(globalThis, 'caches', { value: storage.caches, configurable: true });
    try {
      const { user, store } = await renderApp({ route: '/blog/post-3' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save for offline' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Save for offline' }));
      expect(await screen.findByText(offlineText.deviceFull)).toBeInTheDocument();
      expect(selectOffline(store.getState()).saveProblem).toEqual({ slug: 'post-3', problem: 'full' });
      expect(storage.written).toContain('http://localhost/blog/post-3');
      expect(storage.kept('vedanta-saved-v1')).toEqual([]);
      expect((await readOfflineRecords()).saved).toEqual([]);
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
  });

  it('is absent where the site offers no offline reading', async () => {
    await renderApp({ route: '/blog/post-3', config: { offlineReading: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 3 title' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save for offline' })).not.toBeInTheDocument();
  });
});
