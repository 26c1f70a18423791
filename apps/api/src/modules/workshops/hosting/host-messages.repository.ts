import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { HostMessage } from './entities/host-message.entity.js';

/** A host's message to a session's registrants, as stored for the admins. */
export interface NewHostMessage {
  hostId: string;
  workshopId: string;
  sessionId: string;
  workshopTitle: string;
  sessionStartsAt: Date;
  subject: string;
  body: string;
  recipients: number;
  skipped: number;
}

/** The SQL of `host_messages`, and the per-host lock that serialises a host's messages. */
@Injectable()
export class HostMessagesRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** One host's messages queue behind this transaction-scoped advisory lock. */
  async lockHost(tx: Tx, hostId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `host-message:${hostId}`,
    ]);
  }

  /** How many messages the host sent in the last 24 hours. */
  async sentInLastDay(tx: Tx, hostId: string): Promise<number> {
    const [{ sent }] = await tx.query<Array<{ sent: number }>>(
      `SELECT count(*)::int AS sent FROM host_messages
        WHERE host_id = $1 AND created_at > now() - interval '24 hours'`,
      [hostId],
    );
    return sent;
  }

  /** Stores the message; answers its id. */
  async insert(tx: Tx, m: NewHostMessage): Promise<string> {
    const [{ id }] = await tx.query<Array<{ id: string }>>(
      `INSERT INTO host_messages (host_id, workshop_id, session_id, workshop_title,
         session_starts_at, subject, body, recipients, skipped)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        m.hostId,
        m.workshopId,
        m.sessionId,
        m.workshopTitle,
        m.sessionStartsAt,
        m.subject,
        m.body,
        m.recipients,
        m.skipped,
      ],
    );
    return id;
  }

  /** The latest messages first, at most `limit`. */
  async latest(limit: number): Promise<HostMessage[]> {
    return this.db()
      .getRepository(HostMessage)
      .find({ order: { createdAt: 'DESC' }, take: limit });
  }
}
