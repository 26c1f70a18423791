import { type BillingAddress, joinLinkPath } from '@platform/domain';
import type { RegistrationStatus } from './entities/registration.entity.js';
import { RegistrationModel } from './models/registration.model.js';

/** A `workshop_registrations` row as raw SQL returns it. */
export interface RegistrationRow {
  id: string;
  session_id: string;
  workshop_id: string;
  user_id: string | null;
  name: string;
  email: string;
  status: RegistrationStatus;
  notes: string | null;
  cancellation_reason: string | null;
  price_cents: number;
  locale: 'de' | 'en';
  cancel_token_hash: string | null;
  /** When a guest confirmed the address (members' addresses are verified with the account). */
  email_confirmed_at: Date | null;
  billing_address: BillingAddress | null;
  terms_accepted_at: Date | null;
  terms_version: string | null;
  /** The check-in code (the QR code's content); see the entity. */
  check_in_code: string;
  /** The personal join link's key (`/j/{join_code}`); see the entity. */
  join_code: string;
  created_at: Date;
  updated_at: Date;
}

export function toRegistrationModel(row: RegistrationRow): RegistrationModel {
  return Object.assign(new RegistrationModel(), {
    id: row.id,
    status: row.status,
    registrationNotes: row.notes,
    cancellationReason: row.cancellation_reason,
    isGuest: row.user_id === null,
    name: row.name,
    email: row.email,
    priceCents: row.price_cents,
    createdAt: row.created_at,
    checkInCode: row.status === 'confirmed' ? row.check_in_code : null,
    joinPath: row.status === 'confirmed' ? joinLinkPath(row.join_code) : null,
    workshopId: row.workshop_id,
    sessionId: row.session_id,
  });
}
