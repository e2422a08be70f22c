import { act, screen, waitFor, within } from '@testing-library/react';
import { setupFakeFunctions } from '../../support/fakeFunctions';
import { navigate, renderApp } from '../../support/renderWithProviders';

// Offline reading's chunk cannot be fetched: a deploy removed it under a running page, or the network dropped it.
let mockChunkLoads = 0;
jest.mock('@/features/offline/OfflineReading', () => {
  mockChunkLoads += 1;
  throw new Error('Loading chunk offline failed.');
});

setupFakeFunctions();

// The browser is idle at once: the chunk is asked for as soon as the page has rendered.
beforeAll(() => {
  window.requestIdleCallback = (callback) => window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
  window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
});
afterAll(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

describe("offline reading's chunk, when it cannot load", () => {
  it('leaves the page as it was, "Save for offline" disabled in its place, and never asks for it in a loop', async () => {
    // React reports each failed load it caught; nothing else may be logged.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadsBefore = mockChunkLoads;
    const { router } = await renderApp({ route: '/blog/post-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 1 title' })).toBeInTheDocument();
    await waitFor(() => expect(mockChunkLoads).toBeGreaterThan(loadsBefore));

    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('heading', { level: 1, name: 'Post 1 title' })).toBeInTheDocument();
    expect(screen.getByText('Body of post 1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save for offline' })).toBeDisabled();

    // One try for all of its parts, then no more: the failure is kept for the rest of the visit to the site.
    const loadsOnFirstPage = mockChunkLoads;
    expect(loadsOnFirstPage - loadsBefore).toBe(1);
    await navigate(router, '/blog/post-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 2 title' })).toBeInTheDocument();
    expect(await screen.findByText('Body of post 2.')).toBeInTheDocument();
    // Time for a second try, if one were made; what the page does meanwhile is inside act, as a reader's wait would be.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(mockChunkLoads).toBe(loadsOnFirstPage);
    expect(screen.getByRole('button', { name: 'Save for offline' })).toBeDisabled();
    const chunkFailure = (arg: unknown) => String(arg) === 'Error: Loading chunk offline failed.';
    expect(logged.mock.calls.filter((args) => !args.some(chunkFailure))).toEqual([]);
    logged.mockRestore();
  });
});
