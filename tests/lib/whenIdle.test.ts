import { whenIdle } from '@/lib/whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('runs the task once the browser says it is idle, and not if called off first', () => {
    const idle: (() => void)[] = [];
    Object.assign(globalThis, {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: (handle: number) => idle.splice(handle - 1, 1, () => undefined),
    });
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);

    const calledOff = jest.fn();
    whenIdle(calledOff)();
    idle[1]?.();
    expect(calledOff).not.toHaveBeenCalled();
  });

  it('waits a second where the browser cannot say it is idle', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
