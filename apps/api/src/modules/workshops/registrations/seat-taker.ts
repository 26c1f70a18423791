import type { EntityManager } from 'typeorm';
import type { requirePaidCheckout } from '../../billing/index.js';
import type { RegistrationRow } from './registration-row.js';

/** Who takes a seat (or a waitlist place), as the registration checked them. */
export interface SeatTaker {
  userId: string | null;
  name: string;
  email: string;
  notes: string | null;
  price: number;
  joinWaitlist: boolean;
  guest: boolean;
  /** Runs in the seat's transaction after the row is written (all or nothing). */
  alsoInTransaction?: (manager: EntityManager, registration: RegistrationRow) => Promise<void>;
  /** A paid seat: the accepted terms and the billing address (checked). */
  purchase: ReturnType<typeof requirePaidCheckout> | null;
}
