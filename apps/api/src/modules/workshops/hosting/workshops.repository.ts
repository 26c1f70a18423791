import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@platform/domain';
import { DataSource, type DeepPartial, IsNull, Not } from 'typeorm';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { Workshop } from '../entities/workshop.entity.js';

/**
 * The SQL of `workshops` (the stored workshop itself; its sessions are in
 * `sessions/sessions.repository.ts`, the listing's read model in `catalog/`). Rules (who may
 * change what, what the admins are told) are the services'. Each method runs inside the caller's
 * transaction when given its `tx`.
 */
@Injectable()
export class WorkshopsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Null when there is no such workshop (or the id is no UUID). */
  async byId(id: string, tx?: Tx): Promise<Workshop | null> {
    if (!isUuid(id)) return null;
    return this.db(tx).getRepository(Workshop).findOneBy({ id });
  }

  /** The workshop, its row locked until the transaction ends (null: none, or no UUID). */
  async lockById(tx: Tx, id: string): Promise<Workshop | null> {
    if (!isUuid(id)) return null;
    return tx
      .getRepository(Workshop)
      .createQueryBuilder('w')
      .setLock('pessimistic_write')
      .where('w.id = :id', { id })
      .getOne();
  }

  /** A creator's workshops by creation time. */
  async ofCreator(creatorId: string, order: 'ASC' | 'DESC'): Promise<Workshop[]> {
    return this.db()
      .getRepository(Workshop)
      .find({ where: { creatorId }, order: { createdAt: order } });
  }

  async idsOfCreator(creatorId: string): Promise<string[]> {
    const rows = await this.db()
      .getRepository(Workshop)
      .find({ where: { creatorId }, select: { id: true } });
    return rows.map((row) => row.id);
  }

  /**
   * Unapproved workshops and approved ones with a new poster or new texts waiting, oldest first
   * (the same condition as `pendingCount`).
   */
  async pending(): Promise<Workshop[]> {
    return this.db()
      .getRepository(Workshop)
      .find({
        where: [
          { isApproved: false },
          { pendingPosterMediaId: Not(IsNull()) },
          { pendingTitle: Not(IsNull()) },
          { pendingDescription: Not(IsNull()) },
        ],
        order: { createdAt: 'ASC' },
      });
  }

  /** How many workshops `pending` lists. */
  async pendingCount(): Promise<number> {
    const [row] = await this.db().query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM workshops
       WHERE NOT is_approved OR pending_poster_media_id IS NOT NULL
          OR pending_title IS NOT NULL OR pending_description IS NOT NULL`,
    );
    return row.n;
  }

  /** The slugs taken by `base` and by `base-…` (for a unique slug). */
  async slugsLike(tx: Tx, base: string): Promise<string[]> {
    const rows: Array<{ slug: string }> = await tx.query(
      `SELECT slug FROM workshops WHERE slug = $1 OR slug LIKE $2`,
      [base, `${base.replace(/[%_\\]/g, '\\$&')}-%`],
    );
    return rows.map((row) => row.slug);
  }

  /** A new (unsaved) workshop object from its fields (TypeORM's `create`, no statement). */
  build(fields: DeepPartial<Workshop>): Workshop {
    return this.db().getRepository(Workshop).create(fields);
  }

  async save<T extends DeepPartial<Workshop>>(tx: Tx, workshop: T): Promise<T & Workshop> {
    return tx.getRepository(Workshop).save(workshop);
  }

  /** Sets a one-off workshop's start or the skipped days (a moved or cancelled session). */
  async update(
    tx: Tx,
    id: string,
    fields: Partial<Pick<Workshop, 'startsAt' | 'skippedDates'>>,
  ): Promise<void> {
    await tx.getRepository(Workshop).update({ id }, fields);
  }

  /** Stores a workshop's rating figures (the listing trigger refreshes its row and cache). */
  async setRating(tx: Tx, id: string, count: number, sum: number): Promise<void> {
    await this.db(tx).query(
      'UPDATE workshops SET rating_count = $2, rating_sum = $3 WHERE id = $1',
      [id, count, sum],
    );
  }

  /** The workshops whose stored rating figures are not zero. */
  async rated(tx: Tx): Promise<Array<{ id: string; rating_count: number; rating_sum: number }>> {
    return this.db(tx).query(
      'SELECT id, rating_count, rating_sum FROM workshops WHERE rating_count > 0',
    );
  }

  async delete(tx: Tx, id: string): Promise<void> {
    await tx.getRepository(Workshop).delete({ id });
  }
}
