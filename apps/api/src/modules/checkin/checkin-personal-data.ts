import { Injectable, type OnModuleInit } from '@nestjs/common';
import { normalizeEmail } from '@platform/domain';
import { MyDataService, verifiedEmailOf } from '../profiles/index.js';
import { CheckInRoster } from '../workshops/index.js';
import { CheckinRepository } from './checkin.repository.js';
import { DeviceTokensRepository } from './device-tokens.repository.js';

/**
 * In a member's data download: their own check-ins (attendance) and how many people they
 * checked in where. Erasing the account deletes its registrations, and their check-ins with
 * them (foreign key); the check-ins it made for others lose its name, and its address leaves
 * every helper list.
 */
@Injectable()
export class CheckinPersonalData implements OnModuleInit {
  constructor(
    private readonly myData: MyDataService,
    private readonly rows: CheckinRepository,
    private readonly roster: CheckInRoster,
    private readonly devices: DeviceTokensRepository,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'check_ins',
      export: async (user) => {
        const own = await this.rows.ofRegistrations(
          await this.roster.registrationIdsOfUser(user.id),
        );
        const made = await this.rows.madeBy(user.id);
        return {
          attended: own.map((c) => ({
            registration_id: c.registration_id,
            session_id: c.session_id,
            checked_in_at: c.checked_in_at.toISOString(),
            method: c.method,
          })),
          device_keys: (await this.devices.ofUser(user.id)).map((d) => ({
            name: d.name,
            created_at: d.created_at.toISOString(),
            last_used_at: d.last_used_at?.toISOString() ?? null,
            revoked_at: d.revoked_at?.toISOString() ?? null,
          })),
          checked_in_others: made.map((m) => ({ session_id: m.session_id, people: m.count })),
        };
      },
      eraseWithAccount: async (user, manager) => {
        const email = verifiedEmailOf(user);
        await this.rows.forget(user.id, email ? normalizeEmail(email) : null, manager);
        await this.devices.deleteOfUser(user.id, manager);
      },
    });
  }
}
