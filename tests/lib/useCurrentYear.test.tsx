/** @jest-environment jest-fixed-jsdom */
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useCurrentYear } from '@/lib/useCurrentYear';

function Copyright() {
  return <p>{`© ${useCurrentYear()}`}</p>;
}

const thisYear = new Date().getFullYear();

afterEach(() => {
  delete process.env.BUILD_YEAR;
});

describe('useCurrentYear', () => {
  it('hydrates a page written last year as it was written, then shows this year', async () => {
    process.env.BUILD_YEAR = String(thisYear - 1);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Copyright />);
    expect(container).toHaveTextContent(`© ${thisYear - 1}`);

    const errors: unknown[] = [];
    const painted = container.querySelector('p');
    await act(async () => {
      hydrateRoot(container, <Copyright />, { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('p')).toBe(painted);
    expect(container).toHaveTextContent(`© ${thisYear}`);
  });

  it('is this year on a page drawn in the browser, whatever year the build was', async () => {
    process.env.BUILD_YEAR = String(thisYear - 1);
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Copyright />);
      await Promise.resolve();
    });
    expect(container).toHaveTextContent(`© ${thisYear}`);
  });
});
