import type { BookingAnswer, MeetingMode } from '@platform/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, In } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { AvailabilityWindow } from './entities/availability-window.entity.js';
import { Consultant } from './entities/consultant.entity.js';
import { DayOff } from './entities/day-off.entity.js';

export interface UpcomingBookingRow {
  id: string;
  consultant_id: string;
  consultant_name: string;
  start: Date;
  end: Date;
  name: string;
  email: string;
  message: string | null;
  locale: string;
  created_at: Date;
  phone: string | null;
  meeting_mode: MeetingMode;
  answers: BookingAnswer[];
}

/** The admins' side of the `consultants`, `availability_windows` and `days_off` tables. */
@Injectable()
export class ConsultantsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async all(): Promise<Consultant[]> {
    return this.db()
      .getRepository(Consultant)
      .find({ order: { displayName: 'ASC' } });
  }

  async byId(id: string): Promise<Consultant | null> {
    return this.db().getRepository(Consultant).findOneBy({ id });
  }

  async byUserId(userId: string): Promise<Consultant | null> {
    return this.db().getRepository(Consultant).findOneBy({ userId });
  }

  async existsForUser(userId: string): Promise<boolean> {
    return this.db().getRepository(Consultant).existsBy({ userId });
  }

  /** Inserts or updates (by id); the stored row. */
  async save(tx: Tx, consultant: DeepPartial<Consultant>): Promise<Consultant> {
    return tx.getRepository(Consultant).save(consultant);
  }

  async windowsOf(tx: Tx, consultantId: string): Promise<AvailabilityWindow[]> {
    return tx.find(AvailabilityWindow, { where: { consultantId } });
  }

  async replaceWindows(
    tx: Tx,
    consultantId: string,
    windows: Array<Pick<AvailabilityWindow, 'weekday' | 'startMinute' | 'endMinute' | 'mode'>>,
  ): Promise<void> {
    await tx.delete(AvailabilityWindow, { consultantId });
    if (windows.length > 0)
      await tx.insert(
        AvailabilityWindow,
        windows.map((w) => ({ ...w, consultantId })),
      );
  }

  async insertDayOff(
    tx: Tx,
    day: Pick<DayOff, 'consultantId' | 'startDate' | 'endDate' | 'note'>,
  ): Promise<void> {
    await tx.getRepository(DayOff).insert(day);
  }

  async dayOff(id: string): Promise<DayOff | null> {
    return this.db().getRepository(DayOff).findOneBy({ id });
  }

  async deleteDayOff(tx: Tx, id: string): Promise<void> {
    await tx.getRepository(DayOff).delete({ id });
  }

  /** Weekly windows and days off of these consultants, in order. */
  async rulesOf(
    consultantIds: string[],
  ): Promise<{ windows: AvailabilityWindow[]; daysOff: DayOff[] }> {
    const [windows, daysOff] = await Promise.all([
      this.db()
        .getRepository(AvailabilityWindow)
        .find({
          where: { consultantId: In(consultantIds) },
          order: { weekday: 'ASC', startMinute: 'ASC' },
        }),
      this.db()
        .getRepository(DayOff)
        .find({ where: { consultantId: In(consultantIds) }, order: { startDate: 'ASC' } }),
    ]);
    return { windows, daysOff };
  }

  /** Confirmed bookings that have not ended, soonest first (of one consultant's account). */
  async upcomingBookings(limit: number, consultantUserId?: string): Promise<UpcomingBookingRow[]> {
    return this.db().query<UpcomingBookingRow[]>(
      `SELECT b.id, b.consultant_id, c.display_name AS consultant_name,
              lower(b.period) AS start, upper(b.period) AS end,
              b.name, b.email, b.message, b.locale, b.created_at, b.phone, b.meeting_mode,
              b.answers
         FROM bookings b JOIN consultants c ON c.id = b.consultant_id
        WHERE b.status = 'confirmed' AND upper(b.period) > now()
          AND ($2::uuid IS NULL OR c.user_id = $2)
        ORDER BY lower(b.period) ASC
        LIMIT $1`,
      [limit, consultantUserId ?? null],
    );
  }
}
