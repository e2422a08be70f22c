/** The content version of a shared store, on a clock the test moves: read as requests arrive, never older than allowed. */
import { VERSION_FRESH_MS, VERSION_MAX_AGE_MS, watchVersion } from '../../../server/storage/versionWatch';
import type { ContentVersion } from '../../../server/storage/types';

function store() {
  let clock = 0;
  let version = 'v1';
  let failing = false;
  const reads: string[] = [];
  const domainReads: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  const watch = watchVersion(
    async () => {
      reads.push(version);
      await gate;
      if (failing) throw new Error('connection refused');
      const read = version;
      return {
        version: read,
        domains: () => {
          domainReads.push(read);
          return Promise.resolve([`${read}.example`]);
        },
      };
    },
    (domains): ContentVersion => ({ servedDomain: (domain) => (domains.includes(domain) ? domain : '*') }),
    () => clock,
  );
  return {
    watch,
    reads,
    domainReads,
    tick: (ms: number) => (clock += ms),
    publish: (next: string) => (version = next),
    fail: (value: boolean) => (failing = value),
    hold: () => {
      let open = () => {};
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        open();
        gate = Promise.resolve();
      };
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

it('reads the store once, and not again while the version is fresh', async () => {
  const { watch, reads } = store();
  expect(watch.known()).toBeUndefined();
  const first = await watch.current();
  expect(first?.servedDomain('v1.example')).toBe('v1.example');
  expect(await watch.current()).toBe(first);
  expect(watch.known()).toBe(first);
  expect(reads).toHaveLength(1);
});

it('past the fresh time, reads again in the background; past the longest, a request waits for the read', async () => {
  const { watch, reads, tick, publish } = store();
  const first = await watch.current();
  publish('v2');
  tick(VERSION_FRESH_MS + 1);
  // Still the old one for this request; the next read has started.
  expect(await watch.current()).toBe(first);
  await settle();
  expect(reads).toEqual(['v1', 'v2']);
  const second = await watch.current();
  expect(second).not.toBe(first);
  expect(second?.servedDomain('v2.example')).toBe('v2.example');

  publish('v3');
  tick(VERSION_MAX_AGE_MS + 1);
  expect(watch.known()).toBeUndefined();
  const third = await watch.current();
  expect(third?.servedDomain('v3.example')).toBe('v3.example');
});

it('reads the domains only when the version changed', async () => {
  const { watch, domainReads, tick } = store();
  await watch.current();
  for (let step = 0; step < 5; step++) {
    tick(VERSION_MAX_AGE_MS + 1);
    await watch.current();
  }
  expect(domainReads).toEqual(['v1']);
});

it('concurrent requests share one read', async () => {
  const { watch, reads, hold } = store();
  const open = hold();
  const waiting = Promise.all([watch.current(), watch.current(), watch.current()]);
  open();
  const [a, b, c] = await waiting;
  expect(a).toBe(b);
  expect(b).toBe(c);
  expect(reads).toHaveLength(1);
});

it('keeps the last version while the store cannot be read, and has none before it was ever read', async () => {
  const { watch, tick, fail, publish } = store();
  fail(true);
  expect(await watch.current()).toBeUndefined();
  fail(false);
  const known = await watch.current();
  fail(true);
  publish('v2');
  tick(VERSION_MAX_AGE_MS + 1);
  expect(await watch.current()).toBe(known);
  // The fast path does not answer from a version it could not confirm.
  expect(watch.known()).toBeUndefined();
  fail(false);
  tick(1);
  expect((await watch.current())?.servedDomain('v2.example')).toBe('v2.example');
});
