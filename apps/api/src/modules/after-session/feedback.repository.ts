import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { queryReturning } from '../../core/database/returning.js';

export interface FeedbackRow {
  id: string;
  registration_id: string;
  session_id: string;
  workshop_id: string;
  overall: number;
  content_rating: number | null;
  host_rating: number | null;
  comment: string;
  show_publicly: boolean;
  public_name: string;
  comment_hidden_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewFeedback {
  registrationId: string;
  sessionId: string;
  workshopId: string;
  overall: number;
  content: number | null;
  host: number | null;
  comment: string;
  showPublicly: boolean;
  publicName: string;
}

/** The `session_feedback` table. */
@Injectable()
export class FeedbackRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Serialises the feedback of one workshop until the transaction ends, so its rating figures
   * are counted from every committed answer.
   */
  async lockWorkshop(tx: Tx, workshopId: string): Promise<void> {
    await this.db(tx).query("SELECT pg_advisory_xact_lock(hashtext('session_feedback:' || $1))", [
      workshopId,
    ]);
  }

  /**
   * One feedback per registration: the first one inserts, a later one replaces the answers (an
   * admin's hiding of the comment stays). Whether this call created it.
   */
  async upsert(tx: Tx, f: NewFeedback): Promise<{ row: FeedbackRow; created: boolean }> {
    const [row] = await this.db(tx).query<Array<FeedbackRow & { created: boolean }>>(
      `INSERT INTO session_feedback
         (registration_id, session_id, workshop_id, overall, content_rating, host_rating, comment,
          show_publicly, public_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (registration_id) DO UPDATE SET overall = EXCLUDED.overall,
         content_rating = EXCLUDED.content_rating, host_rating = EXCLUDED.host_rating,
         comment = EXCLUDED.comment, show_publicly = EXCLUDED.show_publicly,
         public_name = EXCLUDED.public_name, updated_at = now()
       RETURNING *, (xmax = 0) AS created`,
      [
        f.registrationId,
        f.sessionId,
        f.workshopId,
        f.overall,
        f.content,
        f.host,
        f.comment,
        f.showPublicly,
        f.publicName,
      ],
    );
    const { created, ...stored } = row;
    return { row: stored, created };
  }

  /** How many overall ratings a workshop has and their sum. */
  async totals(tx: Tx, workshopId: string): Promise<{ count: number; sum: number }> {
    const [row] = await this.db(tx).query<Array<{ count: number; sum: number }>>(
      `SELECT count(*)::int AS count, coalesce(sum(overall), 0)::int AS sum
       FROM session_feedback WHERE workshop_id = $1`,
      [workshopId],
    );
    return row;
  }

  /** Every workshop's count and sum of overall ratings. */
  async totalsByWorkshop(
    tx: Tx,
  ): Promise<Array<{ workshop_id: string; count: number; sum: number }>> {
    return this.db(tx).query(
      `SELECT workshop_id, count(*)::int AS count, sum(overall)::int AS sum
       FROM session_feedback GROUP BY workshop_id`,
    );
  }

  async ofRegistration(registrationId: string): Promise<FeedbackRow | undefined> {
    const [row] = await this.db().query<FeedbackRow[]>(
      'SELECT * FROM session_feedback WHERE registration_id = $1',
      [registrationId],
    );
    return row;
  }

  async ofRegistrations(ids: string[], tx?: Tx): Promise<FeedbackRow[]> {
    if (ids.length === 0) return [];
    return this.db(tx).query<FeedbackRow[]>(
      'SELECT * FROM session_feedback WHERE registration_id = ANY($1::uuid[]) ORDER BY created_at',
      [ids],
    );
  }

  async byId(id: string): Promise<FeedbackRow | undefined> {
    const [row] = await this.db().query<FeedbackRow[]>(
      'SELECT * FROM session_feedback WHERE id = $1',
      [id],
    );
    return row;
  }

  /** Every answer on a workshop, newest first. */
  async ofWorkshop(workshopId: string): Promise<FeedbackRow[]> {
    return this.db().query<FeedbackRow[]>(
      'SELECT * FROM session_feedback WHERE workshop_id = $1 ORDER BY created_at DESC',
      [workshopId],
    );
  }

  /** The comments a workshop page may show: agreed to, not hidden, not empty; newest first. */
  async publicComments(workshopId: string, limit: number): Promise<FeedbackRow[]> {
    return this.db().query<FeedbackRow[]>(
      `SELECT * FROM session_feedback
       WHERE workshop_id = $1 AND show_publicly AND comment_hidden_at IS NULL AND comment <> ''
       ORDER BY created_at DESC LIMIT $2`,
      [workshopId, limit],
    );
  }

  async setCommentHidden(id: string, hiddenAt: Date | null, tx: Tx): Promise<void> {
    await this.db(tx).query('UPDATE session_feedback SET comment_hidden_at = $2 WHERE id = $1', [
      id,
      hiddenAt,
    ]);
  }

  /** Deletes these registrations' feedback; the workshops it was about. */
  async deleteOfRegistrations(ids: string[], tx: Tx): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await queryReturning<{ workshop_id: string }>(
      this.db(tx),
      'DELETE FROM session_feedback WHERE registration_id = ANY($1::uuid[]) RETURNING workshop_id',
      [ids],
    );
    return [...new Set(rows.map((r) => r.workshop_id))];
  }
}
