import { loadOnce } from '@/lib/trackedLoad';

/** A load the test settles when it likes. */
function controlledLoads() {
  const pending: Array<{ resolve: (value: string) => void; reject: (reason: Error) => void }> = [];
  const load = jest.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

describe('loadOnce', () => {
  it('loads once, and says how it went once settled', async () => {
    const { load, pending } = controlledLoads();
    const loader = loadOnce(load);
    const first = loader('visit-1');
    expect(loader('visit-2')).toBe(first);
    expect(first.status).toBeUndefined();
    pending[0]?.resolve('code');
    await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: 'code' });
    expect(loader('visit-3')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again for another visit, never for the one that saw it fail', async () => {
    const { load, pending } = controlledLoads();
    const loader = loadOnce(load);
    const failed = loader('visit-1');
    pending[0]?.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('offline') });
    expect(loader('visit-1')).toBe(failed);
    const again = loader('visit-2');
    expect(again).not.toBe(failed);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
