import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ProjectRequestStatus } from '@platform/domain';
import { ProjectRequest } from './project-request.entity.js';

/**
 * One step of a request's history: who moved it from which status to which, when, and why.
 * The request's creation is the first step (no actor: the company). The actor's name is kept
 * as it was, so the history stays readable after the admin's account is gone.
 */
@Entity({ name: 'project_request_events' })
@Index('project_request_events_request_idx', ['requestId', 'createdAt'])
@Index('project_request_events_actor_idx', ['actorId'])
export class ProjectRequestEvent {
  @PrimaryGeneratedColumn('uuid') id!: string;

  @Column({ type: 'uuid' }) requestId!: string;

  @ManyToOne(() => ProjectRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: ProjectRequest;

  @Column({ type: 'varchar', length: 12, nullable: true })
  fromStatus!: ProjectRequestStatus | null;

  @Column({ type: 'varchar', length: 12 }) toStatus!: ProjectRequestStatus;

  /** The admin who made the change; null for the company's own request. */
  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true }) actorName!: string | null;

  /** The admin's note (internal) or the closing reason. */
  @Column({ type: 'text', nullable: true }) note!: string | null;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
