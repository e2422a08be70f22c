import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { GlossaryCard } from '@/api/models';
import { makeStore } from '@/store/store';
import { PostBody } from '@/features/blog/PostBody';
import { testConfig } from '../../support/renderWithProviders';

// The renderer's chunk cannot be loaded (offline, or a deploy that removed it).
jest.mock('@/features/blog/MarkdownBody', () => {
  throw new Error('Loading chunk post-body failed.');
});

const terms: readonly GlossaryCard[] = [];
const tree = (markdown: string) => (
  <Provider store={makeStore({ config: testConfig })}>
    <MemoryRouter initialEntries={['/blog/atman']}>
      <PostBody markdown={markdown} terms={terms} />
    </MemoryRouter>
  </Provider>
);

it('keeps the painted body when the store holds another answer but the renderer cannot be loaded', async () => {
  const container = document.createElement('div');
  // The prerenderer's markup: the body's boundary, and the body in it.
  container.innerHTML = '<!--$--><div data-post-body=""><div data-reading-body=""><p>The painted body.</p></div></div><!--/$-->';
  document.body.append(container);
  const errors: unknown[] = [];
  const root = hydrateRoot(container, tree('The painted body.'), { onRecoverableError: (error) => errors.push(error) });
  await act(async () => {
    await Promise.resolve();
  });
  await act(async () => {
    root.render(tree('A body the backend has since changed.'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(errors).toEqual([]);
  expect(within(container).getByText('The painted body.')).toBeInTheDocument();
  expect(within(container).queryByText('A body the backend has since changed.')).toBeNull();
  act(() => {
    root.unmount();
  });
  container.remove();
});
