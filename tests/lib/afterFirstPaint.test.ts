import { afterFirstPaint, FIRST_PAINT_TIMEOUT_MS } from '@/lib/afterFirstPaint';

/** A stand-in for the browser's paint timing: `paint(name)` reports a paint to the observers. */
class FakePaintObserver {
  static readonly supportedEntryTypes = ['paint'];
  static observers = new Set<FakePaintObserver>();

  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {}

  observe() {
    FakePaintObserver.observers.add(this);
  }

  disconnect() {
    FakePaintObserver.observers.delete(this);
  }

  static paint(name: 'first-paint' | 'first-contentful-paint') {
    for (const observer of [...FakePaintObserver.observers]) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  }
}

describe('afterFirstPaint', () => {
  const originalObserver = globalThis.PerformanceObserver;
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    jest.useFakeTimers();
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    FakePaintObserver.observers.clear();
    globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
  });

  afterEach(() => {
    globalThis.PerformanceObserver = originalObserver;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs the task once the first text or image is drawn, not at a paint of the background alone', () => {
    const task = jest.fn();
    afterFirstPaint(task);
    FakePaintObserver.paint('first-paint');
    expect(task).not.toHaveBeenCalled();

    FakePaintObserver.paint('first-contentful-paint');
    expect(task).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.observers.size).toBe(0);

    jest.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('goes on after the timeout when no paint is reported', () => {
    const task = jest.fn();
    afterFirstPaint(task);
    jest.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task at once in a background tab, where nothing is drawn', () => {
    visibility = 'hidden';
    const task = jest.fn();
    afterFirstPaint(task);
    expect(task).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.observers.size).toBe(0);
  });

  it('runs the task at once in a browser that cannot report paints', () => {
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    const task = jest.fn();
    afterFirstPaint(task);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
