import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * A seat (or a waitlist place) in one workshop session, for a member (`userId`) or a guest.
 * Name and e-mail are kept for both so mails and the duplicate rule work the same way; the
 * partial unique index allows one active registration per e-mail and session.
 */
@Entity({ name: 'workshop_registrations' })
@Check('workshop_registrations_email_check', 'email = lower(email)')
@Check('workshop_registrations_price_check', 'price_cents >= 0')
@Check('workshop_registrations_locale_check', "locale IN ('de', 'en')")
@Index('workshop_registrations_session_email_key', ['sessionId', 'email'], {
  unique: true,
  where: "status <> 'cancelled'",
})
@Index('workshop_registrations_waitlist_idx', ['sessionId', 'status', 'createdAt'])
@Index('workshop_registrations_user_idx', ['userId', 'createdAt'])
@Index('workshop_registrations_workshop_idx', ['workshopId'])
export class Registration {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @ForeignKey('WorkshopSession', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  sessionId!: string;

  @ForeignKey('Workshop', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  workshopId!: string;

  /** Null for a guest. Erasing an account erases its registrations. */
  @ForeignKey('User', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** Lower-cased, so the duplicate rule ignores case. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({
    type: 'enum',
    enum: REGISTRATION_STATUSES,
    enumName: 'registration_status',
  })
  status!: RegistrationStatus;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ type: 'text', nullable: true })
  cancellationReason!: string | null;

  /** What this registrant pays (member price for members), whole cents. */
  @Column({ type: 'integer' })
  priceCents!: number;

  /** The language of the registrant's mails. */
  @Column({ type: 'varchar', length: 2 })
  locale!: 'de' | 'en';

  /** SHA-256 of the secret in the guest's cancel link; the secret itself is never stored. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  cancelTokenHash!: string | null;

  /**
   * When a guest proved the address is theirs (the link in the confirmation mail, or opening
   * the manage link): only then does it receive host messages, the typed name or the invoice.
   */
  @Column({ type: 'timestamptz', nullable: true })
  emailConfirmedAt!: Date | null;

  /** A paid seat's billing address as the buyer gave it (printed on the invoice). */
  @Column({ type: 'jsonb', nullable: true })
  billingAddress!: Record<string, string | null> | null;

  /** When the buyer of a paid seat accepted the terms, and which version (`TERMS_VERSION`). */
  @Column({ type: 'timestamptz', nullable: true })
  termsAcceptedAt!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  termsVersion!: string | null;

  /**
   * The check-in code (the QR code's content): 128 random bits, base64url, naming no person,
   * bound to this registration (and so to its session). Kept as it is, not hashed: it is shown
   * again (member area, guest page, mails) and lets only a person who may check people in at
   * this very session mark this registration present.
   */
  @Column({ type: 'varchar', length: 43, unique: true })
  checkInCode!: string;

  /**
   * The personal join link's key (`/j/{joinCode}`) of an online or hybrid seat: 128 random
   * bits, base64url. Opening the link records attendance and leads to the video call, so the
   * raw video link never reaches registrants. Kept as it is, like the check-in code: the mails
   * and the member area show the link again.
   */
  @Column({ type: 'varchar', length: 43, unique: true })
  joinCode!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
