import { Injectable } from '@nestjs/common';
import { isUuid } from '@platform/domain';
import { CheckinRepository } from './checkin.repository.js';

/**
 * Who attended: a registration with a row in `check_ins` (whatever the way it was recorded).
 * What other modules (feedback, materials, certificates) read of attendance.
 */
@Injectable()
export class Attendance {
  constructor(private readonly rows: CheckinRepository) {}

  /** Whether this registration attended its session. */
  async attended(registrationId: string): Promise<boolean> {
    if (!isUuid(registrationId)) return false;
    return (await this.rows.ofRegistration(registrationId)) !== undefined;
  }

  /** Which of these registrations attended. */
  async attendedOf(registrationIds: string[]): Promise<Set<string>> {
    const ids = registrationIds.filter(isUuid);
    return new Set((await this.rows.ofRegistrations(ids)).map((r) => r.registration_id));
  }
}
