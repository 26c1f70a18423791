import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { queryAffected, queryReturning } from '../../core/database/returning.js';

export interface DeviceTokenRow {
  id: string;
  user_id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** The `check_in_device_tokens` table (only hashes of the tokens are kept). */
@Injectable()
export class DeviceTokensRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Inserts the token unless the person already has `limit` live ones (then undefined). A
   * per-person advisory lock held to the end of the transaction makes count-then-insert one
   * step: keys created at the same moment queue behind it and see each other.
   */
  async insertWithin(
    tx: Tx,
    userId: string,
    name: string,
    tokenHash: string,
    limit: number,
  ): Promise<DeviceTokenRow | undefined> {
    await tx.query(
      "SELECT pg_advisory_xact_lock(hashtextextended('check_in_device_tokens:' || $1, 0))",
      [userId],
    );
    if ((await this.liveCount(userId, tx)) >= limit) return undefined;
    return this.insert(userId, name, tokenHash, tx);
  }

  private async insert(
    userId: string,
    name: string,
    tokenHash: string,
    tx: Tx,
  ): Promise<DeviceTokenRow> {
    const [row] = await this.db(tx).query<DeviceTokenRow[]>(
      `INSERT INTO check_in_device_tokens (user_id, name, token_hash) VALUES ($1, $2, $3)
       RETURNING id, user_id, name, created_at, last_used_at, revoked_at`,
      [userId, name, tokenHash],
    );
    return row;
  }

  /** A person's tokens, newest first (revoked ones too, marked). */
  async ofUser(userId: string): Promise<DeviceTokenRow[]> {
    return this.db().query<DeviceTokenRow[]>(
      `SELECT id, user_id, name, created_at, last_used_at, revoked_at FROM check_in_device_tokens
        WHERE user_id = $1 ORDER BY created_at DESC, id`,
      [userId],
    );
  }

  async liveCount(userId: string, tx?: Tx): Promise<number> {
    const [row] = await this.db(tx).query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM check_in_device_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [userId],
    );
    return row.count;
  }

  /** The live token with this hash; marks it used. */
  async useLive(tokenHash: string, now: Date): Promise<DeviceTokenRow | undefined> {
    const [row] = await queryReturning<DeviceTokenRow>(
      this.db(),
      `UPDATE check_in_device_tokens SET last_used_at = $2
        WHERE token_hash = $1 AND revoked_at IS NULL
        RETURNING id, user_id, name, created_at, last_used_at, revoked_at`,
      [tokenHash, now],
    );
    return row;
  }

  /** An erased account's keys go with it. */
  async deleteOfUser(userId: string, tx: Tx): Promise<void> {
    await this.db(tx).query('DELETE FROM check_in_device_tokens WHERE user_id = $1', [userId]);
  }

  /** Revokes the owner's token; whether one was revoked now. */
  async revoke(userId: string, id: string, now: Date): Promise<boolean> {
    const affected = await queryAffected(
      this.db(),
      `UPDATE check_in_device_tokens SET revoked_at = $3
        WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
      [id, userId, now],
    );
    return affected > 0;
  }
}
