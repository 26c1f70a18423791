import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsersService } from '../auth/index.js';
import { DEMO_TEAM } from '../profiles/index.js';
import { DemoContent, type DemoContentSeeder } from '../seed/index.js';
import { AvailabilityWindow } from './entities/availability-window.entity.js';
import { Consultant } from './entities/consultant.entity.js';

/** The first demo team member takes consultations, so the booking page is not empty. */
@Injectable()
@DemoContent(40)
export class BookingDemoSeeder implements DemoContentSeeder {
  constructor(private readonly users: UsersService) {}

  async seedDemoContent(manager: EntityManager): Promise<void> {
    const [user] = await this.users.byEmails([DEMO_TEAM[0].email], manager);
    if (!user) return;
    const consultant = await manager.getRepository(Consultant).save({
      userId: user.id,
      displayName: DEMO_TEAM[0].face.displayName,
      appointmentMinutes: 45,
      bufferMinutes: 15,
      minNoticeHours: 24,
      horizonDays: 60,
    });
    const windows = [
      { weekday: 2, startMinute: 9 * 60, endMinute: 12 * 60 },
      { weekday: 3, startMinute: 14 * 60, endMinute: 17 * 60 },
      { weekday: 4, startMinute: 9 * 60, endMinute: 12 * 60 },
    ];
    await manager
      .getRepository(AvailabilityWindow)
      .insert(windows.map((w) => ({ ...w, consultantId: consultant.id })));
  }
}
