import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type EmailTokenPurpose, EmailToken } from '../entities/email-token.entity.js';
import { queryReturning } from '../../../core/database/returning.js';
import { hashSecret, newSecret } from './secret-token.js';

export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 3600_000,
  reset_password: 3600_000,
  sign_in_handoff: 60_000,
  sign_in_link: 15 * 60_000,
};

/** Single-use tokens for e-mail links; only their hash is stored. */
@Injectable()
export class EmailTokensService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new token; older unused tokens of the same purpose stop working. */
  async issue(
    userId: string,
    purpose: EmailTokenPurpose,
    manager?: EntityManager,
  ): Promise<string> {
    const repository = (manager ?? this.dataSource.manager).getRepository(EmailToken);
    await repository
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('user_id = :userId AND purpose = :purpose AND used_at IS NULL', { userId, purpose })
      .execute();
    const secret = newSecret();
    await repository.insert({
      userId,
      purpose,
      tokenHash: hashSecret(secret),
      expiresAt: new Date(Date.now() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
      usedAt: null,
    });
    return secret;
  }

  /** Uses a token up (atomically) and answers whose it was; undefined when invalid. */
  async consume(
    secret: string,
    purpose: EmailTokenPurpose,
    manager?: EntityManager,
  ): Promise<string | undefined> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return undefined;
    const rows = await queryReturning<{ user_id: string }>(
      manager ?? this.dataSource.manager,
      `UPDATE email_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [hashSecret(secret), purpose],
    );
    return rows[0]?.user_id;
  }
}
