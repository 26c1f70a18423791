import type { ThrottlerStorage } from '@nestjs/throttler';
import { type RateLimitStorage, WAITED_MARK_MS } from './rate-limiter.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Fixed-window counters in process memory, for a single instance (no `REDIS_URL`). Same
 * contract as @nestjs/throttler's storage; its own in-memory class cannot be loaded by our
 * ES-module test runner on Node 20 (it is CommonJS requiring ES-module Nest).
 */
export class MemoryThrottlerStorage implements RateLimitStorage {
  private readonly windows = new Map<string, { hits: number; expiresAt: number }>();
  /** When each wait ends (ms since the epoch). */
  private readonly waits = new Map<string, number>();
  /** Until when each key remembers that it has waited (see `claimTurn`). */
  private readonly waited = new Map<string, number>();
  private lastSweep = Date.now();

  increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.expiresAt <= now) {
      window = { hits: 0, expiresAt: now + ttl };
      this.windows.set(key, window);
    }
    window.hits += 1;
    const seconds = Math.ceil((window.expiresAt - now) / 1000);
    const blocked = window.hits > limit;
    return Promise.resolve({
      totalHits: window.hits,
      timeToExpire: seconds,
      isBlocked: blocked,
      timeToBlockExpire: blocked ? seconds : 0,
    });
  }

  startWait(key: string, ms: number): Promise<void> {
    const now = Date.now();
    this.sweep(now);
    this.waits.set(key, now + ms);
    this.waited.set(key, now + ms + WAITED_MARK_MS);
    return Promise.resolve();
  }

  endWait(key: string): Promise<void> {
    this.waits.delete(key);
    return Promise.resolve();
  }

  decrement(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.hits > 0) window.hits -= 1;
    return Promise.resolve();
  }

  // One synchronous step: nothing else runs between the reading and the setting.
  claimTurn(key: string, ms: number): Promise<number> {
    const now = Date.now();
    const left = (this.waits.get(key) ?? 0) - now;
    if (left > 0) return Promise.resolve(left);
    if ((this.waited.get(key) ?? 0) <= now) return Promise.resolve(-1);
    this.waits.set(key, now + ms);
    return Promise.resolve(0);
  }

  waitLeft(key: string): Promise<number> {
    return Promise.resolve(Math.max(0, (this.waits.get(key) ?? 0) - Date.now()));
  }

  /** Forget expired windows and waits now and then, so memory stays bounded. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.expiresAt <= now) this.windows.delete(key);
    for (const [key, endsAt] of this.waits) if (endsAt <= now) this.waits.delete(key);
    for (const [key, endsAt] of this.waited) if (endsAt <= now) this.waited.delete(key);
  }
}
