import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from './user.entity.js';

/**
 * An account's authenticator app (TOTP, RFC 6238): at most one per account. The shared secret
 * is stored encrypted (`secret-box.ts`); until `confirmedAt` is set the enrolment is only
 * started and does not count as a second factor. `lastUsedStep` is the 30-second step of the
 * last accepted code: a code of that step or an earlier one is never accepted again.
 */
@Entity({ name: 'totp_factors' })
export class TotpFactor {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  secretEncrypted!: string;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ type: 'bigint', nullable: true })
  lastUsedStep!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
