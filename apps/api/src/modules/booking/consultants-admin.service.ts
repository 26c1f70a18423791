import { consultantPlaceProblem, isUuid, type MeetingMode } from '@platform/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../core/errors/domain-error.js';
import { UsersService } from '../auth/index.js';
import type {
  AvailabilityWindowInput,
  ConsultantSettingsInput,
  CreateConsultantInput,
  DayOffInput,
} from './dto/consultant-admin.inputs.js';
import { ConsultantsRepository } from './consultants.repository.js';
import type { Consultant } from './entities/consultant.entity.js';
import type { ConsultantAdminModel } from './models/consultant-admin.model.js';
import type { UpcomingBookingModel } from './models/booking.models.js';
import { AuditLogService } from '../audit/index.js';

const UPCOMING_LIMIT = 200;

/** Admins' side: who can be booked, when, and which bookings are coming up. */
@Injectable()
export class ConsultantsAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly consultants: ConsultantsRepository,
    private readonly users: UsersService,
    private readonly audit: AuditLogService,
  ) {}

  async list(): Promise<ConsultantAdminModel[]> {
    return this.toModels(await this.consultants.all());
  }

  async create(input: CreateConsultantInput): Promise<ConsultantAdminModel> {
    const user = await this.users.activeByEmail(input.email);
    if (!user) {
      throw new DomainError('CONSULTANT_USER_NOT_FOUND', {
        fields: { email: 'CONSULTANT_USER_NOT_FOUND' },
      });
    }
    if (await this.consultants.existsForUser(user.id)) {
      throw new DomainError('CONSULTANT_EXISTS', { fields: { email: 'CONSULTANT_EXISTS' } });
    }
    const saved = await this.dataSource.transaction(async (manager) => {
      const saved = await this.consultants.save(manager, {
        userId: user.id,
        displayName: input.displayName ?? user.name,
      });
      await this.audit.record(
        {
          action: 'consultant.created',
          target: { type: 'consultant', id: saved.id },
          subjectUserId: user.id,
          after: { userId: user.id, displayName: saved.displayName },
        },
        manager,
      );
      return saved;
    });
    return this.one(saved.id);
  }

  async update(id: string, input: ConsultantSettingsInput): Promise<ConsultantAdminModel> {
    const consultant = await this.find(id);
    const { location, meetingUrl, ...rules } = input;
    const changes: Record<string, unknown> = Object.fromEntries(
      Object.entries({
        ...rules,
        ...(location === undefined ? {} : { location: location || null }),
        ...(meetingUrl === undefined ? {} : { meetingUrl: meetingUrl || null }),
      }).filter(([, value]) => value !== undefined),
    );
    const next = { ...consultant, ...changes };
    if (next.active)
      this.requirePlace(next, await this.consultants.windowsOf(this.dataSource.manager, id));
    const before = Object.fromEntries(
      Object.keys(changes).map((key) => [
        key,
        (consultant as unknown as Record<string, unknown>)[key],
      ]),
    );
    await this.dataSource.transaction(async (manager) => {
      await this.consultants.save(manager, next);
      await this.audit.record(
        {
          action: 'consultant.updated',
          target: { type: 'consultant', id },
          before,
          after: changes,
        },
        manager,
      );
    });
    return this.one(id);
  }

  /** Replaces the whole weekly availability; windows on one weekday must not overlap. */
  async setAvailability(
    id: string,
    windows: AvailabilityWindowInput[],
  ): Promise<ConsultantAdminModel> {
    const consultant = await this.find(id);
    const parsed = windows.map((w) => ({
      weekday: w.weekday,
      startMinute: minutesOf(w.startTime),
      endMinute: minutesOf(w.endTime),
      mode: w.mode ?? 'online',
    }));
    parsed.forEach((w, index) => {
      if (w.startMinute >= w.endMinute) {
        throw new DomainError('AVAILABILITY_TIME_ORDER', {
          fields: { [`windows.${index}.endTime`]: 'AVAILABILITY_TIME_ORDER' },
        });
      }
      const clash = parsed.findIndex(
        (other, j) =>
          j !== index &&
          other.weekday === w.weekday &&
          other.startMinute < w.endMinute &&
          w.startMinute < other.endMinute,
      );
      if (clash >= 0) {
        throw new DomainError('AVAILABILITY_OVERLAP', {
          fields: { [`windows.${index}.startTime`]: 'AVAILABILITY_OVERLAP' },
        });
      }
    });
    if (consultant.active) this.requirePlace(consultant, parsed);
    await this.dataSource.transaction(async (manager) => {
      const old = await this.consultants.windowsOf(manager, id);
      await this.audit.record(
        {
          action: 'consultant.availability_changed',
          target: { type: 'consultant', id },
          before: { windows: old.map((w) => [w.weekday, w.startMinute, w.endMinute, w.mode]) },
          after: { windows: parsed.map((w) => [w.weekday, w.startMinute, w.endMinute, w.mode]) },
        },
        manager,
      );
      await this.consultants.replaceWindows(manager, id, parsed);
    });
    return this.one(id);
  }

  async addDayOff(consultantId: string, input: DayOffInput): Promise<ConsultantAdminModel> {
    await this.find(consultantId);
    if (input.startDate > input.endDate) {
      throw new DomainError('VALIDATION_FAILED', {
        fields: { endDate: 'AVAILABILITY_TIME_ORDER' },
      });
    }
    await this.dataSource.transaction(async (manager) => {
      const day = { startDate: input.startDate, endDate: input.endDate, note: input.note || null };
      await this.consultants.insertDayOff(manager, { consultantId, ...day });
      await this.audit.record(
        {
          action: 'consultant.day_off_added',
          target: { type: 'consultant', id: consultantId },
          after: day,
        },
        manager,
      );
    });
    return this.one(consultantId);
  }

  async removeDayOff(id: string): Promise<ConsultantAdminModel> {
    const dayOff = isUuid(id) ? await this.consultants.dayOff(id) : null;
    if (!dayOff) throw new DomainError('DAY_OFF_NOT_FOUND');
    await this.dataSource.transaction(async (manager) => {
      await this.consultants.deleteDayOff(manager, id);
      await this.audit.record(
        {
          action: 'consultant.day_off_removed',
          target: { type: 'consultant', id: dayOff.consultantId },
          before: { dayOffId: id, startDate: dayOff.startDate, endDate: dayOff.endDate },
        },
        manager,
      );
    });
    return this.one(dayOff.consultantId);
  }

  /** All upcoming bookings (admins), or those of the consultant with this account. */
  async upcomingBookings(consultantUserId?: string): Promise<UpcomingBookingModel[]> {
    const rows = await this.consultants.upcomingBookings(UPCOMING_LIMIT, consultantUserId);
    return rows.map((r) => ({
      id: r.id,
      consultantId: r.consultant_id,
      consultantName: r.consultant_name,
      start: r.start,
      end: r.end,
      name: r.name,
      email: r.email,
      message: r.message,
      locale: r.locale,
      createdAt: r.created_at,
      phone: r.phone,
      meetingMode: r.meeting_mode,
      answers: r.answers,
    }));
  }

  /** A bookable consultant states where each window's consultations happen. */
  private requirePlace(
    consultant: Pick<Consultant, 'location'>,
    windows: Array<{ mode: MeetingMode }>,
  ): void {
    if (consultantPlaceProblem({ location: consultant.location, windows })) {
      throw new DomainError('CONSULTANT_LOCATION_REQUIRED', {
        fields: { location: 'CONSULTANT_LOCATION_REQUIRED' },
      });
    }
  }

  private async find(id: string): Promise<Consultant> {
    const consultant = isUuid(id) ? await this.consultants.byId(id) : null;
    if (!consultant) throw new DomainError('CONSULTANT_NOT_FOUND');
    return consultant;
  }

  private async one(id: string): Promise<ConsultantAdminModel> {
    const [model] = await this.toModels([await this.find(id)]);
    return model;
  }

  private async toModels(consultants: Consultant[]): Promise<ConsultantAdminModel[]> {
    const ids = consultants.map((c) => c.id);
    if (ids.length === 0) return [];
    const [{ windows, daysOff }, users] = await Promise.all([
      this.consultants.rulesOf(ids),
      this.users.factsByIds(consultants.map((c) => c.userId)),
    ]);
    const emails = new Map([...users.values()].map((u) => [u.id, u.email]));
    return consultants.map((c) => ({
      id: c.id,
      userId: c.userId,
      email: emails.get(c.userId) ?? '',
      displayName: c.displayName,
      active: c.active,
      appointmentMinutes: c.appointmentMinutes,
      bufferMinutes: c.bufferMinutes,
      minNoticeHours: c.minNoticeHours,
      horizonDays: c.horizonDays,
      location: c.location,
      meetingUrl: c.meetingUrl,
      changeCutoffHours: c.changeCutoffHours,
      maxReschedules: c.maxReschedules,
      phoneField: c.phoneField,
      bookingQuestions: c.bookingQuestions,
      availability: windows
        .filter((w) => w.consultantId === c.id)
        .map((w) => ({
          weekday: w.weekday,
          startTime: timeOf(w.startMinute),
          endTime: timeOf(w.endMinute),
          mode: w.mode,
        })),
      daysOff: daysOff
        .filter((d) => d.consultantId === c.id)
        .map((d) => ({ id: d.id, startDate: d.startDate, endDate: d.endDate, note: d.note })),
    }));
  }
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
