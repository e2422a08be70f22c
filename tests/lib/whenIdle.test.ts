import { loadWhenIdle } from '@/lib/whenIdle';

describe('loadWhenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('asks for the code only once the browser is idle, and gives what it loaded', async () => {
    let idle: () => void = () => undefined;
    (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) => {
      idle = callback;
      return 1;
    };
    const load = jest.fn(() => Promise.resolve('the code'));
    const loaded = loadWhenIdle(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    idle();
    await expect(loaded).resolves.toBe('the code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits a second where the browser cannot say it is idle', async () => {
    jest.useFakeTimers();
    const load = jest.fn(() => Promise.resolve(1));
    const loaded = loadWhenIdle(load);
    jest.advanceTimersByTime(999);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    await expect(loaded).resolves.toBe(1);
  });

  it('fails as the load fails', async () => {
    jest.useFakeTimers();
    const loaded = loadWhenIdle(() => Promise.reject(new Error('ChunkLoadError')));
    jest.advanceTimersByTime(1000);
    await expect(loaded).rejects.toThrow('ChunkLoadError');
  });
});
