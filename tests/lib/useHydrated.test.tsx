/** @jest-environment jest-fixed-jsdom */
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '@/lib/useHydrated';

function Shown() {
  return <p>{useHydrated() ? 'the app' : 'the painted page'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and while React hydrates, with no mismatch, and true once it has', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shown />);
    expect(container).toHaveTextContent('the painted page');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Shown />, { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    expect(container).toHaveTextContent('the app');
    expect(errors).toEqual([]);
  });

  it('is true at once on a page drawn in the browser', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Shown />);
      await Promise.resolve();
    });
    expect(container).toHaveTextContent('the app');
  });
});
