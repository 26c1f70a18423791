import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../core/database/sql-repository.js';
import type { EmailTokenPurpose } from '../entities/email-token.entity.js';
import { EmailTokensRepository } from './email-tokens.repository.js';
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
  constructor(private readonly tokens: EmailTokensRepository) {}

  /** A new token; older unused tokens of the same purpose stop working. */
  async issue(userId: string, purpose: EmailTokenPurpose, tx?: Tx): Promise<string> {
    await this.tokens.retireUnused(userId, purpose, tx);
    const secret = newSecret();
    const expiresAt = new Date(Date.now() + EMAIL_TOKEN_LIFETIME_MS[purpose]);
    await this.tokens.insert(userId, purpose, hashSecret(secret), expiresAt, tx);
    return secret;
  }

  /** Uses a token up (atomically) and answers whose it was; undefined when invalid. */
  async consume(secret: string, purpose: EmailTokenPurpose, tx?: Tx): Promise<string | undefined> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return undefined;
    return this.tokens.consume(hashSecret(secret), purpose, tx);
  }
}
