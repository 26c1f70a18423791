import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { RefreshToken } from '../entities/refresh-token.entity.js';

export type NewRefreshToken = Pick<
  RefreshToken,
  | 'userId'
  | 'familyId'
  | 'secretHash'
  | 'expiresAt'
  | 'authenticatedAt'
  | 'lastUsedAt'
  | 'userAgent'
>;

/** The `refresh_tokens` table: one row per token, one family per session. */
@Injectable()
export class RefreshTokensRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Stores a new, unused token; answers its id. */
  async insert(token: NewRefreshToken, tx?: Tx): Promise<string> {
    const saved = await this.repo(tx).save({
      ...token,
      usedAt: null,
      revokedAt: null,
      successorId: null,
    });
    return saved.id;
  }

  async byId(id: string, tx?: Tx): Promise<RefreshToken | null> {
    return this.repo(tx).findOneBy({ id });
  }

  /** The token row, locked until the transaction ends. */
  async lockById(id: string, tx: Tx): Promise<RefreshToken | null> {
    return this.repo(tx)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.id = :id', { id })
      .getOne();
  }

  /** Marks the token used and names the token that followed it. */
  async markRotated(id: string, usedAt: Date, successorId: string, tx: Tx): Promise<void> {
    await this.repo(tx).update(id, { usedAt, successorId });
  }

  /** Revokes every token of a session (family). */
  async revokeFamily(familyId: string, tx?: Tx): Promise<void> {
    await this.db(tx).query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
      [familyId],
    );
  }

  /** Revokes every token of the account but those of `keep`; answers the ended families' ids. */
  async revokeAllBut(userId: string, keep: string | null, tx?: Tx): Promise<string[]> {
    const ended = await queryReturning<{ family_id: string }>(
      this.db(tx),
      `UPDATE refresh_tokens SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2::uuid)
        RETURNING family_id`,
      [userId, keep],
    );
    return ended.map((row) => row.family_id);
  }

  private repo(tx?: Tx) {
    return this.db(tx).getRepository(RefreshToken);
  }
}
