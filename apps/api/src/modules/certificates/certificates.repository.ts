import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import type { CertificateIssuer } from './entities/certificate.entity.js';

export interface CertificateRow {
  id: string;
  number: string;
  registration_id: string | null;
  session_id: string | null;
  user_id: string | null;
  locale: 'de' | 'en';
  name: string;
  workshop_title: string;
  starts_at: Date;
  ends_at: Date;
  duration_minutes: number;
  format: string;
  location: string | null;
  learning_objectives: string[];
  host_name: string | null;
  issuer: CertificateIssuer;
  issued_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  revoked_by: string | null;
}

export type NewCertificate = Omit<
  CertificateRow,
  'id' | 'revoked_at' | 'revoked_reason' | 'revoked_by'
>;

/** The `certificates` table. */
@Injectable()
export class CertificatesRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Issues the certificate unless the registration has one (the unique key decides between two
   * app instances running the follow-up at once): the new row, or null when one existed.
   */
  async insertOnce(c: NewCertificate, tx: Tx): Promise<CertificateRow | null> {
    const [row] = await this.db(tx).query<CertificateRow[]>(
      `INSERT INTO certificates
         (number, registration_id, session_id, user_id, locale, name, workshop_title, starts_at,
          ends_at, duration_minutes, format, location, learning_objectives, host_name, issuer,
          issued_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (registration_id) DO NOTHING RETURNING *`,
      [
        c.number,
        c.registration_id,
        c.session_id,
        c.user_id,
        c.locale,
        c.name,
        c.workshop_title,
        c.starts_at,
        c.ends_at,
        c.duration_minutes,
        c.format,
        c.location,
        c.learning_objectives,
        c.host_name,
        JSON.stringify(c.issuer),
        c.issued_at,
      ],
    );
    return row ?? null;
  }

  /** The registrations among these that already have a certificate. */
  async issuedFor(registrationIds: string[]): Promise<Set<string>> {
    if (registrationIds.length === 0) return new Set();
    const rows = await this.db().query<Array<{ registration_id: string }>>(
      'SELECT registration_id FROM certificates WHERE registration_id = ANY($1::uuid[])',
      [registrationIds],
    );
    return new Set(rows.map((r) => r.registration_id));
  }

  async byNumber(number: string): Promise<CertificateRow | undefined> {
    const [row] = await this.db().query<CertificateRow[]>(
      'SELECT * FROM certificates WHERE number = $1',
      [number],
    );
    return row;
  }

  async byId(id: string): Promise<CertificateRow | undefined> {
    const [row] = await this.db().query<CertificateRow[]>(
      'SELECT * FROM certificates WHERE id = $1',
      [id],
    );
    return row;
  }

  /** A member's certificates, the newest session first. */
  async ofUser(userId: string): Promise<CertificateRow[]> {
    return this.db().query<CertificateRow[]>(
      'SELECT * FROM certificates WHERE user_id = $1 ORDER BY starts_at DESC, number',
      [userId],
    );
  }

  /** Marks the certificate revoked (once): the row afterwards, or null when it was already. */
  async revoke(
    number: string,
    reason: string,
    by: string,
    at: Date,
    tx: Tx,
  ): Promise<CertificateRow | null> {
    const [row] = await queryReturning<CertificateRow>(
      this.db(tx),
      `UPDATE certificates SET revoked_at = $3, revoked_reason = $2, revoked_by = $4
       WHERE number = $1 AND revoked_at IS NULL RETURNING *`,
      [number, reason, at, by],
    );
    return row ?? null;
  }
}
