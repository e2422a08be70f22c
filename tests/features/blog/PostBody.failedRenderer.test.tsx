import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { GlossaryCard } from '@/api/models';
import { makeStore } from '@/app/store';
import { loadMarkdownBody } from '@/features/blog/markdownBodyCode';
import { PostBody } from '@/features/blog/PostBody';
import type * as MarkdownBodyCode from '@/features/blog/markdownBodyCode';
import type { TrackedLoad } from '@/lib/trackedLoad';
import { testConfig } from '../../support/renderWithProviders';

// The real loader, until a test makes the renderer's chunk fail (offline, or a deploy that removed it).
jest.mock('@/features/blog/markdownBodyCode', () => {
  const actual = jest.requireActual<typeof MarkdownBodyCode>('@/features/blog/markdownBodyCode');
  return { loadMarkdownBody: jest.fn(actual.loadMarkdownBody) };
});
const loader = jest.mocked(loadMarkdownBody);

/** A load that has failed, as `loadOnce` reports one. */
function failedLoad(): ReturnType<typeof loadMarkdownBody> {
  const reason = new Error('Loading chunk post-body failed.');
  const load = Promise.reject(reason) as TrackedLoad<Awaited<ReturnType<typeof loadMarkdownBody>>>;
  load.catch(() => undefined);
  return Object.assign(load, { status: 'rejected' as const, reason });
}

const terms: readonly GlossaryCard[] = [];
const tree = (markdown: string) => (
  <Provider store={makeStore({ config: testConfig })}>
    <MemoryRouter initialEntries={['/blog/atman']}>
      <PostBody markdown={markdown} terms={terms} />
    </MemoryRouter>
  </Provider>
);

it('keeps the painted body when the store holds another answer but the renderer cannot be loaded', async () => {
  await loadMarkdownBody();
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree('The painted body.'));
  document.body.append(container);
  const root = hydrateRoot(container, tree('The painted body.'));
  await act(async () => {
    await Promise.resolve();
  });
  loader.mockImplementation(failedLoad);
  act(() => {
    root.render(tree('A body the backend has since changed.'));
  });
  expect(loader).toHaveBeenCalled();
  expect(within(container).getByText('The painted body.')).toBeInTheDocument();
  expect(within(container).queryByText('A body the backend has since changed.')).toBeNull();
  act(() => {
    root.unmount();
  });
  container.remove();
});
