import { Injectable } from '@nestjs/common';

/** What billing needs to know of the Academy's registrations. */
export interface SeatRegistrationsSource {
  /** Those of these registrations that hold a confirmed seat. */
  confirmedAmong(registrationIds: readonly string[]): Promise<Set<string>>;
  /** Confirmed registrations per session; a session without any may be missing. */
  confirmedCountsBySession(sessionIds: readonly string[]): Promise<Map<string, number>>;
  /** Those of these registrations made by a guest who has not confirmed the address. */
  unprovenAmong(registrationIds: readonly string[]): Promise<Set<string>>;
}

/**
 * Billing's view of the Academy's registrations. The Academy imports billing (it invoices its
 * seats), so billing cannot import the Academy back; the Academy supplies the answers at start-up
 * (`AcademyBilling`), as it handles overdue seats. Until then nothing counts as registered.
 */
@Injectable()
export class SeatRegistrations implements SeatRegistrationsSource {
  private source?: SeatRegistrationsSource;

  supply(source: SeatRegistrationsSource): void {
    this.source = source;
  }

  async confirmedAmong(registrationIds: readonly string[]): Promise<Set<string>> {
    if (!this.source || registrationIds.length === 0) return new Set();
    return this.source.confirmedAmong(registrationIds);
  }

  async confirmedCountsBySession(sessionIds: readonly string[]): Promise<Map<string, number>> {
    if (!this.source || sessionIds.length === 0) return new Map();
    return this.source.confirmedCountsBySession(sessionIds);
  }

  async unprovenAmong(registrationIds: readonly string[]): Promise<Set<string>> {
    if (!this.source || registrationIds.length === 0) return new Set();
    return this.source.unprovenAmong(registrationIds);
  }
}
