/** Lookups made at about the same time, read in one call per group. */
import { batchedLookup } from '../../../server/storage/batch';

function counted() {
  const calls: Array<{ group: string; keys: readonly string[] }> = [];
  const lookup = batchedLookup<string>((group, keys) => {
    calls.push({ group, keys });
    if (group === 'broken') return Promise.reject(new Error('gone'));
    return Promise.resolve(new Map(keys.filter((key) => !key.startsWith('missing')).map((key) => [key, `${group}:${key}`])));
  });
  return { calls, lookup };
}

it('answers lookups of one moment with one read per group, each key once', async () => {
  const { calls, lookup } = counted();
  const answers = await Promise.all([lookup('a', 'x'), lookup('a', 'y'), lookup('b', 'x'), lookup('a', 'x'), lookup('a', 'missing-1')]);
  expect(answers).toEqual(['a:x', 'a:y', 'b:x', 'a:x', undefined]);
  expect(calls).toEqual([
    { group: 'a', keys: ['x', 'y', 'missing-1'] },
    { group: 'b', keys: ['x'] },
  ]);
});

it('reads again for a later moment', async () => {
  const { calls, lookup } = counted();
  await lookup('a', 'x');
  await lookup('a', 'x');
  expect(calls).toHaveLength(2);
});

it('starts another read past 200 keys', async () => {
  const { calls, lookup } = counted();
  await Promise.all(Array.from({ length: 450 }, (_, index) => lookup('a', `k${index}`)));
  expect(calls.map((call) => call.keys.length)).toEqual([200, 200, 50]);
});

it('a failed read fails each of its lookups, and only those', async () => {
  const { lookup } = counted();
  const [broken, fine] = await Promise.allSettled([lookup('broken', 'x'), lookup('a', 'x')]);
  expect(broken).toMatchObject({ status: 'rejected', reason: new Error('gone') });
  expect(fine).toEqual({ status: 'fulfilled', value: 'a:x' });
});
