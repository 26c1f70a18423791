import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';

export type CalendarFeedKind = 'member' | 'consultant';

export interface CalendarFeedRow {
  user_id: string;
  kind: CalendarFeedKind;
  nonce: string;
}

/** The `calendar_feeds` table: one private feed per member and kind. */
@Injectable()
export class CalendarFeedsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async byOwner(userId: string, kind: CalendarFeedKind): Promise<CalendarFeedRow | undefined> {
    const rows = await this.db().query<CalendarFeedRow[]>(
      'SELECT user_id, kind, nonce FROM calendar_feeds WHERE user_id = $1 AND kind = $2',
      [userId, kind],
    );
    return rows[0];
  }

  async bySecretHash(secretHash: string): Promise<CalendarFeedRow | undefined> {
    const rows = await this.db().query<CalendarFeedRow[]>(
      'SELECT user_id, kind, nonce FROM calendar_feeds WHERE secret_hash = $1',
      [secretHash],
    );
    return rows[0];
  }

  /**
   * Stores the feed's nonce and secret hash: a first one (`replace: false` keeps an existing
   * feed, two first views at once agree) or a renewal (`replace: true`).
   */
  async save(
    row: CalendarFeedRow & { secret_hash: string },
    replace: boolean,
  ): Promise<CalendarFeedRow> {
    const rows = await this.db().query<CalendarFeedRow[]>(
      `INSERT INTO calendar_feeds (user_id, kind, nonce, secret_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, kind) DO UPDATE
         SET nonce = CASE WHEN $5 THEN EXCLUDED.nonce ELSE calendar_feeds.nonce END,
             secret_hash = CASE WHEN $5 THEN EXCLUDED.secret_hash ELSE calendar_feeds.secret_hash END
       RETURNING user_id, kind, nonce`,
      [row.user_id, row.kind, row.nonce, row.secret_hash, replace],
    );
    return rows[0];
  }

  /** The member's feeds (for their data download). */
  async allOf(userId: string): Promise<Array<CalendarFeedRow & { created_at: Date }>> {
    return this.db().query<Array<CalendarFeedRow & { created_at: Date }>>(
      'SELECT user_id, kind, nonce, created_at FROM calendar_feeds WHERE user_id = $1 ORDER BY kind',
      [userId],
    );
  }

  async deleteOf(userId: string, tx?: Tx): Promise<void> {
    await this.db(tx).query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
  }
}
