/** @jest-environment jest-fixed-jsdom */
import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrationDone, hydrationStarted, useHydrated } from '@/lib/useHydrated';

function Shown({ onEffects }: { readonly onEffects?: () => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    onEffects?.();
  });
  return <p>{hydrated ? 'the app' : 'the painted page'}</p>;
}

afterEach(() => hydrationDone());

describe('useHydrated', () => {
  it('is false on the server and through hydration, and true only once the page is told it is interactive', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shown />);
    expect(container).toHaveTextContent('the painted page');

    hydrationStarted();
    const errors: unknown[] = [];
    let effectsRan = 0;
    await act(async () => {
      hydrateRoot(container, <Shown onEffects={() => (effectsRan += 1)} />, { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    // Hydration's effects have run, and nothing was drawn again in them.
    expect(effectsRan).toBe(1);
    expect(container).toHaveTextContent('the painted page');

    act(() => hydrationDone());
    expect(container).toHaveTextContent('the app');
    expect(effectsRan).toBe(2);
    expect(errors).toEqual([]);
  });

  it('is true at once on a page drawn in the browser', async () => {
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<Shown />);
      await Promise.resolve();
    });
    expect(container).toHaveTextContent('the app');
  });
});
