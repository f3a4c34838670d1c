import { describe, expect, it } from 'vitest';
import { createReadModelCache } from './readModelCache';

describe('read-model cache', () => {
  it('loads once until its projection changes', async () => {
    const cache = createReadModelCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('packages', 'list', load)).toBe(1);
    expect(await cache.get('packages', 'list', load)).toBe(1);
    cache.invalidate('users');
    expect(await cache.get('packages', 'list', load)).toBe(1);
    cache.invalidate('packages');
    expect(await cache.get('packages', 'list', load)).toBe(2);
  });

  it('does not keep a value whose load raced an invalidation, nor a failed load', async () => {
    const cache = createReadModelCache();
    let release: (value: string) => void = () => {};
    const slow = cache.get('packages', 'list', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('packages');
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('packages', 'list', async () => 'fresh')).toBe('fresh');

    await expect(cache.get('users', 'x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('users', 'x', async () => 'back')).toBe('back');
  });
});

describe('read-model cache over several read models', () => {
  it('drops an entry when any of its read models changes, and only those entries', async () => {
    const cache = createReadModelCache();
    let loads = 0;
    const load = async () => ++loads;
    const models = ['personality_tests', 'bookings', 'users'];
    expect(await cache.get(models, 'page 1', load)).toBe(1);
    expect(await cache.get('bookings', 'other', load)).toBe(2);
    cache.invalidate('packages');
    expect(await cache.get(models, 'page 1', load)).toBe(1);
    cache.invalidate('users');
    expect(await cache.get(models, 'page 1', load)).toBe(3);
    expect(await cache.get('bookings', 'other', load)).toBe(2);
    cache.invalidate('bookings');
    expect(await cache.get(models, 'page 1', load)).toBe(4);
    expect(await cache.get('bookings', 'other', load)).toBe(5);
  });

  it('keeps at most maxEntries, letting the least recently used go', async () => {
    const cache = createReadModelCache({ maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', '1', load);
    await cache.get('a', '2', load);
    await cache.get('a', '1', load); // used again: now the most recent
    await cache.get('a', '3', load); // evicts '2'
    expect(loads).toBe(3);
    expect(await cache.get('a', '1', load)).toBe(1);
    expect(await cache.get('a', '2', load)).toBe(4);
  });
});
