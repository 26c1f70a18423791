import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { teachingUnits } from '@platform/domain';
import type { CertificateRow } from '../certificates.repository.js';

@ObjectType('Certificate', { description: 'A certificate of attendance.' })
export class CertificateModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'TB-2026-XXXX-XXXX.' }) number!: string;
  @Field() name!: string;
  @Field() workshopTitle!: string;
  @Field() startsAt!: Date;
  @Field() endsAt!: Date;
  @Field(() => Int) durationMinutes!: number;
  @Field(() => Float, { description: 'Teaching units of 45 minutes, rounded down to halves.' })
  teachingUnits!: number;
  @Field() format!: string;
  @Field(() => String, { nullable: true }) location!: string | null;
  @Field({ description: 'valid or revoked.' }) status!: string;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
  @Field() issuedAt!: Date;
}

export function toCertificateModel(row: CertificateRow): CertificateModel {
  return Object.assign(new CertificateModel(), {
    id: row.id,
    number: row.number,
    name: row.name,
    workshopTitle: row.workshop_title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    durationMinutes: row.duration_minutes,
    teachingUnits: teachingUnits(row.duration_minutes),
    format: row.format,
    location: row.location,
    status: row.revoked_at ? 'revoked' : 'valid',
    revokedAt: row.revoked_at,
    issuedAt: row.issued_at,
  });
}

/** The public answer of `GET /api/certificates/{number}` (the contract's field names). */
export function certificateJson(row: CertificateRow) {
  return {
    number: row.number,
    name: row.name,
    workshop: row.workshop_title,
    date: berlinDay(row.starts_at),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    duration_minutes: row.duration_minutes,
    teaching_units: teachingUnits(row.duration_minutes),
    status: row.revoked_at ? ('revoked' as const) : ('valid' as const),
  };
}

/** The Berlin calendar day as YYYY-MM-DD. */
function berlinDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(date);
}
