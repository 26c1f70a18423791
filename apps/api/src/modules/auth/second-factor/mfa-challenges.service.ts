import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@platform/domain';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../../core/database/returning.js';
import { Clock } from '../../../core/clock/clock.js';
import { MfaChallenge, type MfaChallengePurpose } from '../entities/mfa-challenge.entity.js';
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async issue(
    userId: string | null,
    purpose: MfaChallengePurpose,
    webauthnChallenge: string | null = null,
  ): Promise<string> {
    const secret = newSecret();
    const saved = await this.repo().save({
      userId,
      purpose,
      secretHash: hashSecret(secret),
      webauthnChallenge,
      failedAttempts: 0,
      expiresAt: new Date(this.clock.now().getTime() + MFA_CHALLENGE_SECONDS * 1000),
      usedAt: null,
    });
    return `${saved.id}.${secret}`;
  }

  /** The open challenge a token names, or undefined (unknown, wrong secret, used, expired). */
  async find(token: string, purpose: MfaChallengePurpose): Promise<MfaChallenge | undefined> {
    const [id, secret] = typeof token === 'string' ? token.split('.') : [];
    if (!id || !secret || !isUuid(id) || secret.length > 100) return undefined;
    const row = await this.repo().findOneBy({ id, purpose });
    if (!row || !sameHash(row.secretHash, hashSecret(secret))) return undefined;
    if (row.usedAt || row.expiresAt <= this.clock.now()) return undefined;
    if (row.failedAttempts >= MFA_TOKEN_ATTEMPTS) return undefined;
    return row;
  }

  /** Marks the challenge used; false when another request used it first (or it expired). */
  async consume(challenge: MfaChallenge): Promise<boolean> {
    const rows = await queryReturning(
      this.dataSource,
      `UPDATE mfa_challenges SET used_at = now()
        WHERE id = $1 AND used_at IS NULL AND expires_at > $2 AND failed_attempts < $3
        RETURNING id`,
      [challenge.id, this.clock.now(), MFA_TOKEN_ATTEMPTS],
    );
    return rows.length === 1;
  }

  async failed(challenge: MfaChallenge): Promise<void> {
    await this.dataSource.query(
      'UPDATE mfa_challenges SET failed_attempts = failed_attempts + 1 WHERE id = $1',
      [challenge.id],
    );
  }

  async setWebauthnChallenge(challenge: MfaChallenge, webauthnChallenge: string): Promise<void> {
    await this.repo().update(challenge.id, { webauthnChallenge });
  }

  private repo() {
    return this.dataSource.getRepository(MfaChallenge);
  }
}
