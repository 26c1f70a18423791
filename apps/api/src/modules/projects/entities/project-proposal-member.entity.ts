import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ProjectOffer } from './project-offer.entity.js';
import { ProjectProposal } from './project-proposal.entity.js';

/** One accepted offer (a specialist with the agreed rate) in a proposed team. */
@Entity({ name: 'project_proposal_members' })
export class ProjectProposalMember {
  @PrimaryColumn({ type: 'uuid' }) proposalId!: string;

  @PrimaryColumn({ type: 'uuid' }) offerId!: string;

  @ManyToOne(() => ProjectProposal, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'proposal_id' })
  proposal?: ProjectProposal;

  @ManyToOne(() => ProjectOffer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'offer_id' })
  offer?: ProjectOffer;
}
