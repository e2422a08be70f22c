/** @jest-environment jest-fixed-jsdom */
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedLater } from '@/components/HydratedLater';

/** What ran, in order. */
let log: string[] = [];

function Counter() {
  const [count, setCount] = useState(0);
  log.push('the later part rendered');
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Pressed ${count} times`}
    </button>
  );
}

/** The page's own effect, as `MarkInteractive` is: React has taken over. */
function Page() {
  useEffect(() => {
    log.push('interactive');
  }, []);
  return (
    <main>
      <h1>A post</h1>
      <HydratedLater>
        <Counter />
      </HydratedLater>
    </main>
  );
}

function paintedPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  log = [];
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydratedLater', () => {
  it('lets the page be interactive before its part is hydrated, then hydrates the painted markup as it is', async () => {
    const container = paintedPage();
    const button = container.querySelector('button');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    expect(log).toEqual(['interactive', 'the later part rendered']);
    expect(container.querySelector('button')).toBe(button);
    expect(errors).toEqual([]);

    // Hydrated: its handlers are React's.
    act(() => button?.click());
    expect(button).toHaveTextContent('Pressed 1 times');
  });
});
