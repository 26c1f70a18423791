import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ProjectProposalStatus } from '@platform/domain';
import { ProjectRequest } from './project-request.entity.js';

/** The team proposed to the company (its members in `project_proposal_members`). */
@Entity({ name: 'project_proposals' })
@Check('project_proposals_status_check', `status IN ('sent','accepted','declined')`)
export class ProjectProposal {
  @PrimaryGeneratedColumn('uuid') id!: string;

  @Column({ type: 'uuid' }) requestId!: string;

  @ManyToOne(() => ProjectRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: ProjectRequest;

  @Column({ type: 'varchar', length: 10, default: 'sent' }) status!: ProjectProposalStatus;

  /** The company's comment with its answer. */
  @Column({ type: 'text', nullable: true }) comment!: string | null;

  @CreateDateColumn({ type: 'timestamptz' }) sentAt!: Date;

  @Column({ type: 'timestamptz', nullable: true }) answeredAt!: Date | null;
}
