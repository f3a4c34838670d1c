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
