import type { BookingQuestion, PhoneField } from '@platform/domain';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/** A team member whom visitors can book for a consultation, with the admin's booking rules. */
@Entity({ name: 'consultants' })
@Check('consultants_appointment_check', 'appointment_minutes BETWEEN 15 AND 480')
@Check('consultants_buffer_check', 'buffer_minutes BETWEEN 0 AND 240')
@Check('consultants_notice_check', 'min_notice_hours BETWEEN 0 AND 720')
@Check('consultants_horizon_check', 'horizon_days BETWEEN 1 AND 365')
@Check('consultants_change_cutoff_check', 'change_cutoff_hours BETWEEN 0 AND 720')
@Check('consultants_max_reschedules_check', 'max_reschedules BETWEEN 0 AND 20')
@Check('consultants_phone_field_check', "phone_field IN ('off', 'optional', 'required')")
// One row per account; the constraint keeps the name the former one-to-one relation gave it.
@Unique('REL_65a332370990f57b2eb40d1077', ['userId'])
export class Consultant {
  @PrimaryGeneratedColumn('uuid') id!: string;

  /** One consultant per account (unique, see above). */
  @ForeignKey('User', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 120 }) displayName!: string;
  @Column({ type: 'boolean', default: true }) active!: boolean;
  @Column({ type: 'integer', default: 60 }) appointmentMinutes!: number;
  /** Free time kept after each appointment before the next may start. */
  @Column({ type: 'integer', default: 15 }) bufferMinutes!: number;
  @Column({ type: 'integer', default: 24 }) minNoticeHours!: number;
  @Column({ type: 'integer', default: 60 }) horizonDays!: number;
  /** Where the consultation takes place (an address), shown in the mails and the calendar file. */
  @Column({ type: 'varchar', length: 300, nullable: true }) location!: string | null;
  /** The video meeting link, shown in the mails and as the calendar file's URL. */
  @Column({ type: 'varchar', length: 500, nullable: true }) meetingUrl!: string | null;
  /** A visitor may cancel or move a booking until this many hours before its start. */
  @Column({ type: 'integer', default: 24 }) changeCutoffHours!: number;
  /** How often a visitor may move one booking. */
  @Column({ type: 'integer', default: 2 }) maxReschedules!: number;
  /** Whether the booking form asks for a phone number: not at all, optionally, or required. */
  @Column({ type: 'varchar', length: 10, default: 'off' }) phoneField!: PhoneField;
  /** Extra questions on the booking form (at most five; checked by `bookingQuestionsProblem`). */
  @Column({ type: 'jsonb', default: () => "'[]'" }) bookingQuestions!: BookingQuestion[];
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
