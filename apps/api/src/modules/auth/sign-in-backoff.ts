import { Injectable } from '@nestjs/common';
import { requestContext } from '../../core/context/request-context.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';

const MINUTE = 60_000;
/** Failures of one address on one account before it has to wait, and the first wait. */
const PAIR = { free: 8, firstWaitMs: 30_000 };
/** Failures of one address across all accounts (spraying) before it has to wait. */
const ADDRESS = { free: 20, firstWaitMs: MINUTE };
const WINDOW_MS = 15 * MINUTE;
const LONGEST_WAIT_MS = 15 * MINUTE;

/**
 * Slows password guessing without handing anyone a way to lock an owner out:
 * - only failures count; a right password never adds to anything;
 * - failures are keyed by account AND address, so guessing from other addresses does not
 *   touch the owner's own; and by address alone, so one address cannot spray many accounts;
 * - past the free attempts the address waits, 30 s first, doubling with each further failure
 *   (at most 15 minutes); while it waits no password is checked.
 */
@Injectable()
export class SignInBackoff {
  constructor(private readonly limiter: RateLimiter) {}

  async assertMayTry(account: string): Promise<void> {
    const ip = this.ip();
    await this.limiter.assertNotWaiting('login-address', ip);
    await this.limiter.assertNotWaiting('login-pair', `${account}|${ip}`);
  }

  async failed(account: string): Promise<void> {
    const ip = this.ip();
    const pair = `${account}|${ip}`;
    const [pairFailures, addressFailures] = await Promise.all([
      this.limiter.count('login-pair', pair, WINDOW_MS),
      this.limiter.count('login-address', ip, WINDOW_MS),
    ]);
    if (pairFailures >= PAIR.free)
      await this.limiter.startWait(
        'login-pair',
        pair,
        waitMs(PAIR.firstWaitMs, pairFailures - PAIR.free),
      );
    if (addressFailures >= ADDRESS.free)
      await this.limiter.startWait(
        'login-address',
        ip,
        waitMs(ADDRESS.firstWaitMs, addressFailures - ADDRESS.free),
      );
  }

  private ip(): string {
    return requestContext.current()?.ip ?? 'unknown';
  }
}

function waitMs(first: number, beyond: number): number {
  return Math.min(LONGEST_WAIT_MS, first * 2 ** Math.min(beyond, 10));
}
