import { describe, expect, it } from 'vitest';
import { SnapshotCache, snapshotCacheKey } from '../../src/repo/cache.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import type { Snapshot } from '../../src/repo/types.js';

function counter() {
  const calls: string[] = [];
  const load = (name: string) => async (): Promise<Snapshot> => {
    calls.push(name);
    return createMemorySnapshot({ 'a.txt': name }, { source: name });
  };
  return { calls, load };
}

describe('SnapshotCache', () => {
  it('keys by source and commit', () => {
    expect(snapshotCacheKey('octo/demo', 'abc')).toBe('octo/demo@abc');
  });

  it('shares one in-flight load between concurrent requests for the same key', async () => {
    const cache = new SnapshotCache();
    const { calls, load } = counter();
    const [a, b] = await Promise.all([cache.get('o/r', 'c1', load('first')), cache.get('o/r', 'c1', load('second'))]);
    expect(a).toBe(b);
    expect(calls).toEqual(['first']);
    expect(await cache.get('o/r', 'c1', load('third'))).toBe(a);
    await cache.get('o/r', 'c2', load('other commit'));
    expect(calls).toEqual(['first', 'other commit']);
  });

  it('evicts the least recently used entry past its capacity', async () => {
    const cache = new SnapshotCache(2);
    const { calls, load } = counter();
    await cache.get('o/r', 'a', load('a'));
    await cache.get('o/r', 'b', load('b'));
    await cache.get('o/r', 'a', load('a again')); // a is now the most recent
    await cache.get('o/r', 'c', load('c')); // evicts b
    expect(cache.size).toBe(2);
    expect(cache.has('o/r', 'a')).toBe(true);
    expect(cache.has('o/r', 'b')).toBe(false);
    await cache.get('o/r', 'b', load('b again'));
    expect(calls).toEqual(['a', 'b', 'c', 'b again']);
  });

  it('forgets a failed load so the next request retries', async () => {
    const cache = new SnapshotCache();
    const failing = cache.get('o/r', 'x', async () => {
      throw new Error('download failed');
    });
    const sharing = cache.get('o/r', 'x', async () => createMemorySnapshot({}));
    await expect(failing).rejects.toThrow('download failed');
    await expect(sharing).rejects.toThrow('download failed');
    expect(cache.has('o/r', 'x')).toBe(false);
    const { calls, load } = counter();
    await expect(cache.get('o/r', 'x', load('retry'))).resolves.toBeDefined();
    expect(calls).toEqual(['retry']);
  });

  it('turns a synchronous throw into a rejection', async () => {
    const cache = new SnapshotCache();
    await expect(
      cache.get('o/r', 'y', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
