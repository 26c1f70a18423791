import { Injectable } from '@nestjs/common';
import { requestContext } from '../../core/context/request-context.js';
import { DomainError } from '../../core/errors/domain-error.js';
import {
  RateLimiter,
  type Reservation,
  type ReservationRule,
} from '../../core/rate-limit/rate-limiter.js';

const MINUTE = 60_000;
const WINDOW_MS = 15 * MINUTE;
const LONGEST_WAIT_MS = 15 * MINUTE;

/** Past `free` failures in the window, a wait of `firstWaitMs`, doubling (at most 15 minutes). */
function rule(free: number, firstWaitMs: number): ReservationRule {
  return {
    free,
    windowMs: WINDOW_MS,
    waitMs: (beyond) => Math.min(LONGEST_WAIT_MS, firstWaitMs * 2 ** Math.min(beyond, 10)),
  };
}

/** Failures of one address on one account before it has to wait. */
const PAIR = rule(8, 30_000);
/** Failures of one address across all accounts (spraying). */
const ADDRESS = rule(20, MINUTE);
/** Failures on one account from devices that never signed in to it (many addresses). */
const UNKNOWN_DEVICES = rule(10, MINUTE);

/** One password check under way: say how it ended. */
export interface SignInAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Slows password guessing without handing anyone a way to lock an owner out:
 * - only failures count; a right password gives its count back;
 * - failures are keyed by account AND address, so guessing from other addresses does not
 *   touch the owner's own; by address alone, so one address cannot spray many accounts; and by
 *   account for devices that never signed in to it (no valid device cookie, `KnownDevices`), so
 *   many addresses together cannot guess without limit: past 10 such failures unknown devices
 *   wait (SIGN_IN_SLOWED, which offers the mailed sign-in link), a known device never does;
 * - past the free attempts the caller waits, 30 s (pair) or 1 minute first, doubling with each
 *   further failure (at most 15 minutes); while it waits no password is checked;
 * - every attempt is counted BEFORE its password is checked (`RateLimiter.reserve`, atomic in
 *   memory and in Redis), so guesses sent at the same moment cannot all pass as free ones.
 * The counters are keyed by the address typed, whether or not it has an account.
 */
@Injectable()
export class SignInBackoff {
  constructor(private readonly limiter: RateLimiter) {}

  /** Reserves the attempt, or refuses it with the wait (TOO_MANY_REQUESTS / SIGN_IN_SLOWED). */
  async begin(account: string, knownDevice: boolean): Promise<SignInAttempt> {
    const ip = requestContext.current()?.ip ?? 'unknown';
    const counters: Array<[string, string, ReservationRule]> = [
      ['login-pair', `${account}|${ip}`, PAIR],
      ['login-address', ip, ADDRESS],
    ];
    if (!knownDevice) counters.push(['login-unknown-devices', account, UNKNOWN_DEVICES]);
    const held: Array<{ reservation: Reservation; rule: ReservationRule }> = [];
    for (const [bucket, who, counterRule] of counters) {
      const reserved = await this.limiter.reserve(bucket, who, counterRule);
      if ('waitMs' in reserved) {
        await Promise.all(held.map((h) => this.limiter.release(h.reservation)));
        const seconds = Math.max(1, Math.ceil(reserved.waitMs / 1000));
        throw new DomainError(
          bucket === 'login-unknown-devices' ? 'SIGN_IN_SLOWED' : 'TOO_MANY_REQUESTS',
          { params: { seconds } },
        );
      }
      held.push({ reservation: reserved, rule: counterRule });
    }
    return {
      failed: async () => {
        for (const { reservation, rule: counterRule } of held)
          if (reservation.count >= counterRule.free)
            await this.limiter.startWait(
              reservation.bucket,
              reservation.who,
              counterRule.waitMs(reservation.count - counterRule.free),
            );
      },
      succeeded: async () => {
        await Promise.all(held.map((h) => this.limiter.release(h.reservation)));
      },
    };
  }
}
