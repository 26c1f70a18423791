import { Check, Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/**
 * A helper the host named by e-mail for one session: an account with this (verified) address
 * may check people in at that session, and nothing else.
 */
@Entity({ name: 'check_in_helpers' })
@Check('check_in_helpers_email_check', 'email = lower(email)')
export class CheckInHelper {
  @ForeignKey('WorkshopSession', { onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'uuid' })
  sessionId!: string;

  @PrimaryColumn({ type: 'varchar', length: 254 })
  email!: string;

  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  addedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
