import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MaterialAudience } from '@platform/domain';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';

export interface MaterialRow {
  id: string;
  workshop_id: string;
  session_id: string | null;
  title: string;
  audience: MaterialAudience;
  media_id: string | null;
  file_name: string | null;
  content_type: string | null;
  byte_size: number | null;
  url: string | null;
  created_by: string | null;
  created_at: Date;
}

export interface NewMaterial {
  workshopId: string;
  sessionId: string | null;
  title: string;
  audience: MaterialAudience;
  mediaId: string | null;
  fileName: string | null;
  contentType: string | null;
  byteSize: number | null;
  url: string | null;
  createdBy: string;
}

/** The `workshop_materials` table. */
@Injectable()
export class MaterialsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insert(m: NewMaterial, tx?: Tx): Promise<MaterialRow> {
    const [row] = await this.db(tx).query<MaterialRow[]>(
      `INSERT INTO workshop_materials
         (workshop_id, session_id, title, audience, media_id, file_name, content_type, byte_size,
          url, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
      [
        m.workshopId,
        m.sessionId,
        m.title,
        m.audience,
        m.mediaId,
        m.fileName,
        m.contentType,
        m.byteSize,
        m.url,
        m.createdBy,
      ],
    );
    return row;
  }

  async byId(id: string): Promise<MaterialRow | undefined> {
    const [row] = await this.db().query<MaterialRow[]>(
      'SELECT * FROM workshop_materials WHERE id = $1',
      [id],
    );
    return row;
  }

  /** A workshop's materials, oldest first. */
  async ofWorkshop(workshopId: string): Promise<MaterialRow[]> {
    return this.db().query<MaterialRow[]>(
      'SELECT * FROM workshop_materials WHERE workshop_id = $1 ORDER BY created_at, id',
      [workshopId],
    );
  }

  /** The materials of a workshop for one session: the session's and the whole workshop's. */
  async forSession(workshopId: string, sessionId: string): Promise<MaterialRow[]> {
    return this.db().query<MaterialRow[]>(
      `SELECT * FROM workshop_materials
       WHERE workshop_id = $1 AND (session_id IS NULL OR session_id = $2)
       ORDER BY created_at, id`,
      [workshopId, sessionId],
    );
  }

  async countOfWorkshop(workshopId: string, tx?: Tx): Promise<number> {
    const [row] = await this.db(tx).query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM workshop_materials WHERE workshop_id = $1',
      [workshopId],
    );
    return row.count;
  }

  async delete(id: string, tx: Tx): Promise<void> {
    await this.db(tx).query('DELETE FROM workshop_materials WHERE id = $1', [id]);
  }
}
