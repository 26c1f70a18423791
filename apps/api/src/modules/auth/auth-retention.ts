import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import { RetentionContributors } from '../retention/index.js';

/** Used or expired one-time links (verification, reset, e-mail change) are kept this long. */
const EMAIL_TOKEN_DAYS = 7;
/** Ended sign-in sessions (expired or revoked refresh tokens). */
const REFRESH_TOKEN_DAYS = 30;

/** Auth's share of the daily retention: spent or expired e-mail links and ended sessions. */
@Injectable()
export class AuthRetention implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly retention: RetentionContributors,
  ) {}

  onModuleInit(): void {
    this.retention.register({ order: 10, purge: (now) => this.purge(now) });
  }

  private async purge(now: Date): Promise<Record<string, number>> {
    return {
      emailTokens: await this.remove(
        `DELETE FROM email_tokens
         WHERE coalesce(used_at, expires_at) < $1::timestamptz - make_interval(days => $2) RETURNING id`,
        [now, EMAIL_TOKEN_DAYS],
      ),
      emailChangeLinks: await this.remove(
        `DELETE FROM email_change_requests
         WHERE coalesce(used_at, expires_at) < $1::timestamptz - make_interval(days => $2) RETURNING id`,
        [now, EMAIL_TOKEN_DAYS],
      ),
      refreshTokens: await this.remove(
        `DELETE FROM refresh_tokens
         WHERE least(expires_at, coalesce(revoked_at, expires_at)) < $1::timestamptz - make_interval(days => $2)
         RETURNING id`,
        [now, REFRESH_TOKEN_DAYS],
      ),
      // Second steps of sign-ins and passkey ceremonies: minutes long, useless once expired.
      mfaChallenges: await this.remove(
        `DELETE FROM mfa_challenges WHERE expires_at < $1::timestamptz - interval '1 day' RETURNING id`,
        [now],
      ),
    };
  }

  private async remove(sql: string, params: unknown[]): Promise<number> {
    return (await queryReturning(this.dataSource, sql, params)).length;
  }
}
