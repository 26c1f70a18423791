import { Injectable } from '@nestjs/common';
import { isUuid } from '@platform/domain';
import { Clock } from '../../../core/clock/clock.js';
import type { MfaChallenge, MfaChallengePurpose } from '../entities/mfa-challenge.entity.js';
import { MfaChallengesRepository } from './mfa-challenges.repository.js';
import { hashSecret, newSecret, sameHash } from '../tokens/secret-token.js';

/** How long the second step of a sign-in (and a passkey ceremony) may take. */
export const MFA_CHALLENGE_SECONDS = 5 * 60;
/** Wrong codes one `mfa_token` takes before it stops working (the back-off counts them too). */
export const MFA_TOKEN_ATTEMPTS = 5;

/**
 * Short-lived, single-use steps: the `mfa_token` between password (or provider) and second
 * factor, and the WebAuthn challenges of passkey ceremonies. Tokens are `<id>.<secret>`; only
 * the secret's hash is stored. Times come from the `Clock`, so tests can move past the expiry.
 */
@Injectable()
export class MfaChallengesService {
  constructor(
    private readonly challenges: MfaChallengesRepository,
    private readonly clock: Clock,
  ) {}

  async issue(
    userId: string | null,
    purpose: MfaChallengePurpose,
    webauthnChallenge: string | null = null,
  ): Promise<string> {
    const secret = newSecret();
    const id = await this.challenges.insert({
      userId,
      purpose,
      secretHash: hashSecret(secret),
      webauthnChallenge,
      expiresAt: new Date(this.clock.now().getTime() + MFA_CHALLENGE_SECONDS * 1000),
    });
    return `${id}.${secret}`;
  }

  /** The open challenge a token names, or undefined (unknown, wrong secret, used, expired). */
  async find(token: string, purpose: MfaChallengePurpose): Promise<MfaChallenge | undefined> {
    const [id, secret] = typeof token === 'string' ? token.split('.') : [];
    if (!id || !secret || !isUuid(id) || secret.length > 100) return undefined;
    const row = await this.challenges.byId(id, purpose);
    if (!row || !sameHash(row.secretHash, hashSecret(secret))) return undefined;
    if (row.usedAt || row.expiresAt <= this.clock.now()) return undefined;
    if (row.failedAttempts >= MFA_TOKEN_ATTEMPTS) return undefined;
    return row;
  }

  /** Marks the challenge used; false when another request used it first (or it expired). */
  async consume(challenge: MfaChallenge): Promise<boolean> {
    return this.challenges.markUsed(challenge.id, this.clock.now(), MFA_TOKEN_ATTEMPTS);
  }

  async failed(challenge: MfaChallenge): Promise<void> {
    await this.challenges.countFailure(challenge.id);
  }

  async setWebauthnChallenge(challenge: MfaChallenge, webauthnChallenge: string): Promise<void> {
    await this.challenges.setWebauthnChallenge(challenge.id, webauthnChallenge);
  }
}
