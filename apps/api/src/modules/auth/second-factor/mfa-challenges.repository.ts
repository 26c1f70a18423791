import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../../core/database/returning.js';
import { SqlRepository } from '../../../core/database/sql-repository.js';
import { MfaChallenge, type MfaChallengePurpose } from '../entities/mfa-challenge.entity.js';

export interface NewMfaChallenge {
  userId: string | null;
  purpose: MfaChallengePurpose;
  secretHash: string;
  webauthnChallenge: string | null;
  expiresAt: Date;
}

/** The `mfa_challenges` table: second sign-in steps and passkey ceremonies. */
@Injectable()
export class MfaChallengesRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Stores a new challenge; answers its id. */
  async insert(challenge: NewMfaChallenge): Promise<string> {
    const saved = await this.repo().save({ ...challenge, failedAttempts: 0, usedAt: null });
    return saved.id;
  }

  async byId(id: string, purpose: MfaChallengePurpose): Promise<MfaChallenge | undefined> {
    return (await this.repo().findOneBy({ id, purpose })) ?? undefined;
  }

  /** Marks a still open challenge used at `now`; false when none matched. */
  async markUsed(id: string, now: Date, maxAttempts: number): Promise<boolean> {
    const rows = await queryReturning(
      this.db(),
      `UPDATE mfa_challenges SET used_at = now()
        WHERE id = $1 AND used_at IS NULL AND expires_at > $2 AND failed_attempts < $3
        RETURNING id`,
      [id, now, maxAttempts],
    );
    return rows.length === 1;
  }

  async countFailure(id: string): Promise<void> {
    await this.db().query(
      'UPDATE mfa_challenges SET failed_attempts = failed_attempts + 1 WHERE id = $1',
      [id],
    );
  }

  async setWebauthnChallenge(id: string, webauthnChallenge: string): Promise<void> {
    await this.repo().update(id, { webauthnChallenge });
  }

  private repo() {
    return this.db().getRepository(MfaChallenge);
  }
}
