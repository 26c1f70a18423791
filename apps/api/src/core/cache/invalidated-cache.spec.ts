import { InvalidatedCache } from './invalidated-cache.js';

const counter = () => {
  let loads = 0;
  return {
    load:
      (value = 'v') =>
      () => {
        loads += 1;
        return Promise.resolve(`${value}${loads}`);
      },
    get loads() {
      return loads;
    },
  };
};

describe('InvalidatedCache', () => {
  it('keeps nothing while inactive', async () => {
    const cache = new InvalidatedCache<string>({ ttlMs: 10_000, maxEntries: 10 });
    const c = counter();
    await cache.get('k', c.load());
    await cache.get('k', c.load());
    expect(c.loads).toBe(2);
  });

  it('shares one load per key until invalidated', async () => {
    const cache = new InvalidatedCache<string>({ ttlMs: 10_000, maxEntries: 10 });
    cache.setActive(true);
    const c = counter();
    const [a, b] = await Promise.all([cache.get('k', c.load()), cache.get('k', c.load())]);
    expect([a, b, c.loads]).toEqual(['v1', 'v1', 1]);
    cache.invalidate();
    expect(await cache.get('k', c.load())).toBe('v2');
  });

  it('does not keep a load that an invalidation overtook', async () => {
    const cache = new InvalidatedCache<string>({ ttlMs: 10_000, maxEntries: 10 });
    cache.setActive(true);
    let finish: (value: string) => void = () => undefined;
    const pending = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('stale');
    expect(await pending).toBe('stale');
    expect(await cache.get('k', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('drops failed loads, values it must not keep, and the oldest key past the limit', async () => {
    const cache = new InvalidatedCache<string>({
      ttlMs: 10_000,
      maxEntries: 2,
      keep: (value) => value !== 'skip',
    });
    cache.setActive(true);
    await expect(cache.get('e', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('e', () => Promise.resolve('ok'))).toBe('ok');
    await cache.get('s', () => Promise.resolve('skip'));
    expect(await cache.get('s', () => Promise.resolve('kept'))).toBe('kept');
    await cache.get('third', () => Promise.resolve('x'));
    // 'e' was the oldest of three keys: loaded again.
    expect(await cache.get('e', () => Promise.resolve('again'))).toBe('again');
  });

  it('lets a value shorten its own lifetime', async () => {
    const cache = new InvalidatedCache<string>({
      ttlMs: 10_000,
      maxEntries: 10,
      expiresAt: () => Date.now() - 1,
    });
    cache.setActive(true);
    const c = counter();
    await cache.get('k', c.load());
    await cache.get('k', c.load());
    expect(c.loads).toBe(2);
  });

  it('past its lifetime, answers with the old value while one reload runs (reloadInBackground)', async () => {
    const cache = new InvalidatedCache<string>({
      ttlMs: 10_000,
      maxEntries: 10,
      expiresAt: () => Date.now() - 1,
      reloadInBackground: true,
    });
    cache.setActive(true);
    const c = counter();
    expect(await cache.get('k', c.load())).toBe('v1');
    // Expired: both get the old value, and only one reload starts.
    expect(await Promise.all([cache.get('k', c.load()), cache.get('k', c.load())])).toEqual([
      'v1',
      'v1',
    ]);
    expect(c.loads).toBe(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', c.load())).toBe('v2');
    // After an invalidation nothing old is given: the next get waits for a load.
    cache.invalidate();
    expect(await cache.get('k', c.load())).toBe('v4');
  });

  it('keeps a value put with the generation it was made in, unless a change overtook it', async () => {
    const cache = new InvalidatedCache<string>({ ttlMs: 10_000, maxEntries: 10 });
    cache.setActive(true);
    const before = cache.currentGeneration;
    cache.put('k', 'answer', before);
    await Promise.resolve();
    expect(cache.peek('k')).toBe('answer');
    const overtaken = cache.currentGeneration;
    cache.invalidate();
    cache.put('k', 'stale', overtaken);
    await Promise.resolve();
    expect(cache.peek('k')).toBeUndefined();
  });
});
