import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ForeignKey,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { ProjectOfferStatus } from '@platform/domain';
import { ProjectRequest } from './project-request.entity.js';

/**
 * A request offered by an admin to one specialist, with the admin's note and the hourly rate
 * the company pays for this specialist; the specialist accepts or declines with a message.
 */
@Entity({ name: 'project_offers' })
@Index('project_offers_specialist_idx', ['specialistUserId', 'createdAt'])
@Unique('project_offers_request_specialist_key', ['requestId', 'specialistUserId'])
@Check('project_offers_status_check', `status IN ('offered','accepted','declined','withdrawn')`)
export class ProjectOffer {
  @PrimaryGeneratedColumn('uuid') id!: string;

  @Column({ type: 'uuid' }) requestId!: string;

  @ManyToOne(() => ProjectRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: ProjectRequest;

  @ForeignKey('User')
  @Column({ type: 'uuid' })
  specialistUserId!: string;

  /** The admin's note to the specialist. */
  @Column({ type: 'text', nullable: true }) note!: string | null;

  /** The rate the company pays for this specialist (cents per hour), set by the admin. */
  @Column({ type: 'integer', nullable: true }) hourlyRateCents!: number | null;

  @Column({ type: 'varchar', length: 10, default: 'offered' }) status!: ProjectOfferStatus;

  /** The specialist's answer. */
  @Column({ type: 'text', nullable: true }) message!: string | null;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true }) answeredAt!: Date | null;
}
