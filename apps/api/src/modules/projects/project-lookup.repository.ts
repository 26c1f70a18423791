import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../core/database/sql-repository.js';

/** Reads for other modules that the team tables answer (see `ProjectLookup`). */
@Injectable()
export class ProjectLookupRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The requests whose accepted team has this specialist, newest first. */
  async requestIdsOfTeamMember(userId: string): Promise<string[]> {
    const rows = await this.db().query<Array<{ request_id: string }>>(
      `SELECT p.request_id FROM project_proposals p
       JOIN project_proposal_members m ON m.proposal_id = p.id
       JOIN project_offers o ON o.id = m.offer_id
       WHERE p.status = 'accepted' AND o.specialist_user_id = $1
       GROUP BY p.request_id ORDER BY max(p.answered_at) DESC NULLS LAST`,
      [userId],
    );
    return rows.map((r) => r.request_id);
  }
}
