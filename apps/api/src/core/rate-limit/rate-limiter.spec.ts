import { jest } from '@jest/globals';
import type { AppConfig } from '../config/app-config.js';
import { MemoryThrottlerStorage } from './memory-throttler.storage.js';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter waits (in-memory counters)', () => {
  let now: number;
  let limiter: RateLimiter;
  beforeEach(() => {
    now = Date.parse('2026-11-24T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    limiter = new RateLimiter(new MemoryThrottlerStorage(), { rateLimitScale: 1 } as AppConfig);
  });
  afterEach(() => jest.restoreAllMocks());

  // Found when a sign-in test let a ninth guess through: the check before a guess left a
  // 1 ms counter on the wait's key, and a wait started within that millisecond was counted
  // into it and vanished with it.
  it('keeps a wait that starts in the same millisecond as the check before it', async () => {
    await limiter.assertNotWaiting('login-pair', 'guess@example.org|192.0.2.1');
    await limiter.startWait('login-pair', 'guess@example.org|192.0.2.1', 30_000);
    now += 5;
    await expect(
      limiter.assertNotWaiting('login-pair', 'guess@example.org|192.0.2.1'),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', options: { params: { seconds: 30 } } });
  });

  it('lets the caller try again once the wait has passed, and checks without starting one', async () => {
    await limiter.startWait('login-address', '192.0.2.2', 60_000);
    now += 59_000;
    await expect(limiter.assertNotWaiting('login-address', '192.0.2.2')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      options: { params: { seconds: 1 } },
    });
    now += 1_000;
    await expect(limiter.assertNotWaiting('login-address', '192.0.2.2')).resolves.toBeUndefined();
    // Checking many times never turns into a wait by itself.
    for (let i = 0; i < 5; i++) await limiter.assertNotWaiting('login-address', '192.0.2.2');
  });
});

describe('RateLimiter reservations (in-memory counters)', () => {
  let now: number;
  let limiter: RateLimiter;
  const rule = { free: 3, windowMs: 900_000, waitMs: (beyond: number) => 30_000 * 2 ** beyond };
  beforeEach(() => {
    now = Date.parse('2026-11-27T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    limiter = new RateLimiter(new MemoryThrottlerStorage(), { rateLimitScale: 1 } as AppConfig);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lets the free attempts through at once and refuses the rest before any wait has started', async () => {
    const all = await Promise.all(Array.from({ length: 6 }, () => limiter.reserve('b', 'x', rule)));
    expect(all.filter((r) => 'count' in r)).toHaveLength(3);
    expect(all.filter((r) => 'waitMs' in r)).toEqual(Array(3).fill({ waitMs: 30_000 }));
  });

  it('gives one turn after each wait, and a released reservation no longer counts', async () => {
    const first = await limiter.reserve('b', 'y', rule);
    if (!('count' in first)) throw new Error('refused');
    await limiter.release(first);
    for (let i = 0; i < 3; i++) await limiter.reserve('b', 'y', rule);
    await limiter.startWait('b', 'y', 30_000);
    await expect(limiter.reserve('b', 'y', rule)).resolves.toEqual({ waitMs: 30_000 });
    now += 30_000;
    const turn = await limiter.reserve('b', 'y', rule);
    expect(turn).toMatchObject({ count: 4, claimedTurn: true });
    // The turn started the next wait (60 s) for everyone else.
    await expect(limiter.reserve('b', 'y', rule)).resolves.toEqual({ waitMs: 60_000 });
  });
});
