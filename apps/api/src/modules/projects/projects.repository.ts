import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PROJECT_REQUEST_LED_TO_PROJECT,
  type ProjectRequestFields,
  type ProjectRequestStatus,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { ProjectRequestEvent } from './entities/project-request-event.entity.js';
import { ProjectRequest } from './entities/project-request.entity.js';

export type ProjectRequestRow = ProjectRequest;
export type ProjectRequestEventRow = Omit<ProjectRequestEvent, 'request'>;

/** At most this many requests in the admin's pipeline list (newest first). */
const PIPELINE_MAX_ITEMS = 500;

/** The `project_requests` and `project_request_events` tables. */
@Injectable()
export class ProjectsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insertRequest(
    tx: Tx,
    request: ProjectRequestFields & { locale: string; tokenHash: string; tokenSealed: string },
  ): Promise<ProjectRequestRow> {
    return tx.getRepository(ProjectRequest).save({ ...request, status: 'NEW' });
  }

  async insertEvent(
    tx: Tx,
    event: Pick<
      ProjectRequestEvent,
      'requestId' | 'fromStatus' | 'toStatus' | 'actorId' | 'actorName' | 'note'
    > & { later?: boolean },
  ): Promise<void> {
    const { later, ...row } = event;
    await tx.getRepository(ProjectRequestEvent).insert({
      ...row,
      ...(later ? { createdAt: () => "now() + interval '1 millisecond'" } : {}),
    });
  }

  async byId(id: string, tx?: Tx): Promise<ProjectRequestRow | null> {
    return this.db(tx).getRepository(ProjectRequest).findOneBy({ id });
  }

  /** The request for a row lock: the status change reads and writes it in one transaction. */
  async lockById(tx: Tx, id: string): Promise<ProjectRequestRow | null> {
    return tx
      .getRepository(ProjectRequest)
      .createQueryBuilder('r')
      .setLock('pessimistic_write')
      .where('r.id = :id', { id })
      .getOne();
  }

  /** The requests sent from this address (the data download), oldest first. */
  async requestsFrom(email: string): Promise<ProjectRequestRow[]> {
    return this.db()
      .getRepository(ProjectRequest)
      .find({ where: { email }, order: { createdAt: 'ASC' } });
  }

  async byTokenHash(tokenHash: string): Promise<ProjectRequestRow | null> {
    return this.db().getRepository(ProjectRequest).findOneBy({ tokenHash });
  }

  /** The pipeline, optionally of one status; newest first. */
  async pipeline(status: ProjectRequestStatus | undefined): Promise<ProjectRequestRow[]> {
    return this.db()
      .getRepository(ProjectRequest)
      .find({
        where: status ? { status } : {},
        order: { createdAt: 'DESC', id: 'ASC' },
        take: PIPELINE_MAX_ITEMS,
      });
  }

  async countByStatus(statuses: readonly ProjectRequestStatus[]): Promise<number> {
    const [row] = await this.db().query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM project_requests WHERE status = ANY($1::varchar[])',
      [statuses],
    );
    return row?.count ?? 0;
  }

  async eventsOf(requestIds: string[]): Promise<ProjectRequestEventRow[]> {
    if (requestIds.length === 0) return [];
    return this.db().query<ProjectRequestEventRow[]>(
      `SELECT id, request_id AS "requestId", from_status AS "fromStatus", to_status AS "toStatus",
              actor_id AS "actorId", actor_name AS "actorName", note, created_at AS "createdAt"
       FROM project_request_events WHERE request_id = ANY($1::uuid[])
       ORDER BY created_at, id`,
      [requestIds],
    );
  }

  async updateStatus(
    tx: Tx,
    id: string,
    change: { status: ProjectRequestStatus; closeReason: string | null; endedAt: Date | null },
  ): Promise<void> {
    await tx.getRepository(ProjectRequest).update({ id }, change);
  }

  /**
   * Erases the contact data (and the description, which may name people) of requests closed
   * before `before` that never led to a project (never accepted, running or completed); the
   * rest (skills, hours, status, history) stays for the pipeline's figures. The number erased.
   */
  async eraseContactDataEndedBefore(before: Date): Promise<number> {
    const rows = await this.db().query<Array<{ id: string }>>(
      `WITH erased AS (
         UPDATE project_requests r
         SET company = '', contact_name = '', email = '', phone = NULL, place = NULL,
             description = '', contact_erased_at = now()
         WHERE r.status = 'CLOSED'
           AND r.ended_at IS NOT NULL AND r.ended_at < $1
           AND r.contact_erased_at IS NULL
           AND NOT EXISTS (
             SELECT 1 FROM project_request_events e
             WHERE e.request_id = r.id AND e.to_status = ANY($2::varchar[])
           )
         RETURNING r.id
       )
       SELECT id FROM erased`,
      [before, PROJECT_REQUEST_LED_TO_PROJECT],
    );
    return rows.length;
  }
}
