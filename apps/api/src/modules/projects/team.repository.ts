import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ProjectOfferStatus, ProjectProposalStatus } from '@platform/domain';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { ProjectOffer } from './entities/project-offer.entity.js';
import { ProjectProposal } from './entities/project-proposal.entity.js';
import { ProjectProposalMember } from './entities/project-proposal-member.entity.js';
import { SpecialistTerms } from './entities/specialist-terms.entity.js';

export type ProjectOfferRow = Omit<ProjectOffer, 'request'>;
export type ProjectProposalRow = Omit<ProjectProposal, 'request'>;
export type SpecialistTermsRow = SpecialistTerms;

/** A member of a proposed team: the accepted offer with its agreed rate. */
export interface ProposalMemberRow {
  proposalId: string;
  offerId: string;
  specialistUserId: string;
  hourlyRateCents: number | null;
}

const OFFER_COLUMNS = `o.id, o.request_id AS "requestId", o.specialist_user_id AS "specialistUserId",
  o.note, o.hourly_rate_cents AS "hourlyRateCents", o.status, o.message,
  o.created_at AS "createdAt", o.answered_at AS "answeredAt"`;

/**
 * The team side of a project request: specialists' project terms (`project_specialists`),
 * offers (`project_offers`) and proposals (`project_proposals`, `project_proposal_members`).
 */
@Injectable()
export class TeamRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  // --- specialists' terms ---

  async termsOf(userId: string, tx?: Tx): Promise<SpecialistTermsRow | null> {
    return this.db(tx).getRepository(SpecialistTerms).findOneBy({ userId });
  }

  async termsOfMany(userIds: string[]): Promise<SpecialistTermsRow[]> {
    if (userIds.length === 0) return [];
    return this.db()
      .getRepository(SpecialistTerms)
      .createQueryBuilder('t')
      .where('t.user_id = ANY(:ids::uuid[])', { ids: userIds })
      .getMany();
  }

  async saveTerms(terms: Omit<SpecialistTerms, 'updatedAt'>, tx?: Tx): Promise<SpecialistTermsRow> {
    const repo = this.db(tx).getRepository(SpecialistTerms);
    return repo.save(repo.create(terms));
  }

  // --- offers ---

  /** Inserts the offer unless this specialist already has one for the request; the new row. */
  async insertOffer(
    tx: Tx,
    offer: Pick<ProjectOffer, 'requestId' | 'specialistUserId' | 'note' | 'hourlyRateCents'>,
  ): Promise<ProjectOfferRow | null> {
    const rows = await tx.query<ProjectOfferRow[]>(
      `INSERT INTO project_offers AS o (request_id, specialist_user_id, note, hourly_rate_cents)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (request_id, specialist_user_id) DO NOTHING
       RETURNING ${OFFER_COLUMNS}`,
      [offer.requestId, offer.specialistUserId, offer.note, offer.hourlyRateCents],
    );
    return rows[0] ?? null;
  }

  async offerById(id: string, tx?: Tx): Promise<ProjectOfferRow | null> {
    const rows = await this.db(tx).query<ProjectOfferRow[]>(
      `SELECT ${OFFER_COLUMNS} FROM project_offers o WHERE o.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async lockOffer(tx: Tx, id: string): Promise<ProjectOfferRow | null> {
    const rows = await tx.query<ProjectOfferRow[]>(
      `SELECT ${OFFER_COLUMNS} FROM project_offers o WHERE o.id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  async offersOfRequest(requestId: string, tx?: Tx): Promise<ProjectOfferRow[]> {
    return this.db(tx).query<ProjectOfferRow[]>(
      `SELECT ${OFFER_COLUMNS} FROM project_offers o WHERE o.request_id = $1
       ORDER BY o.created_at, o.id`,
      [requestId],
    );
  }

  /** The offers made to one specialist, newest first. */
  async offersTo(userId: string): Promise<ProjectOfferRow[]> {
    return this.db().query<ProjectOfferRow[]>(
      `SELECT ${OFFER_COLUMNS} FROM project_offers o WHERE o.specialist_user_id = $1
       ORDER BY o.created_at DESC, o.id`,
      [userId],
    );
  }

  async answerOffer(
    tx: Tx,
    id: string,
    answer: { status: ProjectOfferStatus; message: string | null },
  ): Promise<void> {
    await tx.query(
      `UPDATE project_offers SET status = $2, message = $3, answered_at = now() WHERE id = $1`,
      [id, answer.status, answer.message],
    );
  }

  /** Marks an unanswered offer withdrawn (the caller holds its lock). */
  async withdrawOffer(tx: Tx, id: string): Promise<void> {
    await tx.query(
      `UPDATE project_offers SET status = 'withdrawn' WHERE id = $1 AND status = 'offered'`,
      [id],
    );
  }

  async setOfferRate(tx: Tx, id: string, hourlyRateCents: number): Promise<void> {
    await tx.query(`UPDATE project_offers SET hourly_rate_cents = $2 WHERE id = $1`, [
      id,
      hourlyRateCents,
    ]);
  }

  /** The account is being deleted: its offers go (and their places in proposals). */
  async deleteOffersTo(tx: Tx, userId: string): Promise<void> {
    await tx.query('DELETE FROM project_offers WHERE specialist_user_id = $1', [userId]);
  }

  // --- proposals ---

  async insertProposal(tx: Tx, requestId: string, offerIds: string[]): Promise<ProjectProposalRow> {
    const proposal = await tx.getRepository(ProjectProposal).save({ requestId, status: 'sent' });
    await tx
      .getRepository(ProjectProposalMember)
      .insert(offerIds.map((offerId) => ({ proposalId: proposal.id, offerId })));
    return proposal;
  }

  /** The request's latest proposal. */
  async latestProposal(requestId: string, tx?: Tx): Promise<ProjectProposalRow | null> {
    return this.db(tx)
      .getRepository(ProjectProposal)
      .findOne({ where: { requestId }, order: { sentAt: 'DESC', id: 'ASC' } });
  }

  async lockLatestProposal(tx: Tx, requestId: string): Promise<ProjectProposalRow | null> {
    const rows = await tx.query<ProjectProposalRow[]>(
      `SELECT id, request_id AS "requestId", status, comment, sent_at AS "sentAt",
              answered_at AS "answeredAt"
       FROM project_proposals WHERE request_id = $1
       ORDER BY sent_at DESC, id LIMIT 1 FOR UPDATE`,
      [requestId],
    );
    return rows[0] ?? null;
  }

  /** Of these requests, those whose latest proposal is sent and not yet answered. */
  async withOpenProposal(requestIds: readonly string[]): Promise<Set<string>> {
    if (requestIds.length === 0) return new Set();
    const rows = await this.db().query<Array<{ requestId: string; status: string }>>(
      `SELECT DISTINCT ON (request_id) request_id AS "requestId", status
       FROM project_proposals WHERE request_id = ANY($1::uuid[])
       ORDER BY request_id, sent_at DESC, id`,
      [requestIds],
    );
    return new Set(rows.filter((r) => r.status === 'sent').map((r) => r.requestId));
  }

  async answerProposal(
    tx: Tx,
    id: string,
    answer: { status: ProjectProposalStatus; comment: string | null },
  ): Promise<void> {
    await tx.query(
      `UPDATE project_proposals SET status = $2, comment = $3, answered_at = now() WHERE id = $1`,
      [id, answer.status, answer.comment],
    );
  }

  async membersOf(proposalId: string, tx?: Tx): Promise<ProposalMemberRow[]> {
    return this.db(tx).query<ProposalMemberRow[]>(
      `SELECT m.proposal_id AS "proposalId", m.offer_id AS "offerId",
              o.specialist_user_id AS "specialistUserId", o.hourly_rate_cents AS "hourlyRateCents"
       FROM project_proposal_members m JOIN project_offers o ON o.id = m.offer_id
       WHERE m.proposal_id = $1
       ORDER BY o.created_at, o.id`,
      [proposalId],
    );
  }

  /** The members of the request's accepted proposal (the running project's team). */
  async acceptedTeam(requestId: string, tx?: Tx): Promise<ProposalMemberRow[]> {
    return this.db(tx).query<ProposalMemberRow[]>(
      `SELECT m.proposal_id AS "proposalId", m.offer_id AS "offerId",
              o.specialist_user_id AS "specialistUserId", o.hourly_rate_cents AS "hourlyRateCents"
       FROM project_proposals p
       JOIN project_proposal_members m ON m.proposal_id = p.id
       JOIN project_offers o ON o.id = m.offer_id
       WHERE p.request_id = $1 AND p.status = 'accepted'
       ORDER BY o.created_at, o.id`,
      [requestId],
    );
  }

  /** Whether this specialist is in the accepted team of the request. */
  async isInAcceptedTeam(requestId: string, userId: string): Promise<boolean> {
    const rows = await this.db().query<unknown[]>(
      `SELECT 1 FROM project_proposals p
       JOIN project_proposal_members m ON m.proposal_id = p.id
       JOIN project_offers o ON o.id = m.offer_id
       WHERE p.request_id = $1 AND p.status = 'accepted' AND o.specialist_user_id = $2`,
      [requestId, userId],
    );
    return rows.length > 0;
  }
}
