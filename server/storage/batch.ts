/**
 * Lookups by key gathered for a moment and made in one call: posts asked for by many requests at once (a cold
 * cache under load, a publish) cost one query per domain, not one per request. Web-standard (setTimeout).
 */

/** The most keys one call reads; more start another. */
const MAX_BATCH = 200;

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/** `read(group, keys)` answers every key of a group it finds; a key it leaves out is answered undefined. */
export function batchedLookup<V>(
  read: (group: string, keys: readonly string[]) => Promise<ReadonlyMap<string, V>>,
): (group: string, key: string) => Promise<V | undefined> {
  let pending = new Map<string, Map<string, Waiter<V>[]>>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async (group: string, waiting: Map<string, Waiter<V>[]>) => {
    try {
      const found = await read(group, [...waiting.keys()]);
      for (const [key, waiters] of waiting) for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (error) {
      for (const waiters of waiting.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const groups = pending;
    pending = new Map();
    for (const [group, waiting] of groups) void run(group, waiting);
  };

  return (group, key) =>
    new Promise((resolve, reject) => {
      let waiting = pending.get(group);
      if (!waiting) pending.set(group, (waiting = new Map()));
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (waiting.size >= MAX_BATCH) flush();
      else timer ??= setTimeout(flush, 0);
    });
}
