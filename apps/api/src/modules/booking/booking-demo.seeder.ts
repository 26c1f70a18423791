import { COMPANY } from '@platform/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsersService } from '../auth/index.js';
import { DEMO_TEAM } from '../profiles/index.js';
import { DemoContent, type DemoContentSeeder } from '../seed/index.js';
import { ConsultantsRepository } from './consultants.repository.js';

/** The first demo team member takes consultations, so the booking page is not empty. */
@Injectable()
@DemoContent(40)
export class BookingDemoSeeder implements DemoContentSeeder {
  constructor(
    private readonly users: UsersService,
    private readonly consultants: ConsultantsRepository,
  ) {}

  async seedDemoContent(manager: EntityManager): Promise<void> {
    const [user] = await this.users.byEmails([DEMO_TEAM[0].email], manager);
    if (!user) return;
    const consultant = await this.consultants.save(manager, {
      userId: user.id,
      displayName: DEMO_TEAM[0].face.displayName,
      appointmentMinutes: 45,
      bufferMinutes: 15,
      minNoticeHours: 24,
      horizonDays: 60,
      location: `${COMPANY.brandName}, ${COMPANY.address.street}, ${COMPANY.address.postalCode} ${COMPANY.address.city}`,
    });
    // On site on Tuesdays and Thursdays; Wednesday afternoons online (a Jitsi room per booking).
    const windows = [
      { weekday: 2, startMinute: 9 * 60, endMinute: 12 * 60, mode: 'onsite' as const },
      { weekday: 3, startMinute: 14 * 60, endMinute: 17 * 60, mode: 'online' as const },
      { weekday: 4, startMinute: 9 * 60, endMinute: 12 * 60, mode: 'onsite' as const },
    ];
    await this.consultants.replaceWindows(manager, consultant.id, windows);
  }
}
