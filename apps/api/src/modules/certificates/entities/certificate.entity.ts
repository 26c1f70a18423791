import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

/** The company that issues the certificate, as the invoice settings named it then. */
export interface CertificateIssuer {
  name: string;
  street: string;
  city: string;
}

/**
 * A certificate of attendance (Teilnahmebescheinigung): issued once per registration that has
 * a check-in, after its session ended. Everything it states is frozen here when it is issued,
 * so the PDF and the verification page say the same later, whatever changes in the workshop.
 * An erased account takes its certificates with it; a removed registration or session leaves
 * the certificate (it is the person's document) without the link.
 */
@Entity({ name: 'certificates' })
@Index('certificates_user_idx', ['userId', 'startsAt'])
export class Certificate {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** `TB-2026-XXXX-XXXX` (see `formatCertificateNumber`). */
  @Column({ type: 'varchar', length: 20, unique: true })
  number!: string;

  @ForeignKey('Registration', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', unique: true, nullable: true })
  registrationId!: string | null;

  @ForeignKey('WorkshopSession', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  sessionId!: string | null;

  /** The member it belongs to; null for a guest's certificate. */
  @ForeignKey('User', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 2 })
  locale!: 'de' | 'en';

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 200 })
  workshopTitle!: string;

  @Column({ type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'timestamptz' })
  endsAt!: Date;

  @Column({ type: 'integer' })
  durationMinutes!: number;

  @Column({ type: 'varchar', length: 20 })
  format!: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  location!: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  learningObjectives!: string[];

  @Column({ type: 'varchar', length: 200, nullable: true })
  hostName!: string | null;

  @Column({ type: 'jsonb' })
  issuer!: CertificateIssuer;

  @Column({ type: 'timestamptz' })
  issuedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  revokedReason!: string | null;

  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  revokedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
