import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@platform/domain';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { WorkshopChange } from './entities/workshop-change.entity.js';

/** The SQL of `workshop_changes`: the admins' records of what changed in approved workshops. */
@Injectable()
export class WorkshopChangesRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insert(
    tx: Tx,
    change: { workshopId: string; workshopTitle: string; lines: string[] },
  ): Promise<void> {
    await tx.getRepository(WorkshopChange).insert(change);
  }

  /** The latest records first, at most `limit`. */
  async latest(limit: number): Promise<WorkshopChange[]> {
    return this.db()
      .getRepository(WorkshopChange)
      .find({ order: { createdAt: 'DESC' }, take: limit });
  }

  /** Marks the record reviewed unless it already is (it keeps its first reviewer). */
  async markReviewed(id: string, reviewerId: string, at: Date): Promise<void> {
    await this.db()
      .getRepository(WorkshopChange)
      .update(
        { id, isReviewed: false },
        { isReviewed: true, reviewedById: reviewerId, reviewedAt: at },
      );
  }

  async byId(id: string): Promise<WorkshopChange | null> {
    if (!isUuid(id)) return null;
    return this.db().getRepository(WorkshopChange).findOneBy({ id });
  }
}
