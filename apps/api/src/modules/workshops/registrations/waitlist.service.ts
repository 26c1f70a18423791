import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { InvoicesService, MembershipService } from '../../billing/index.js';
import { SessionSeatsService } from '../sessions/session-seats.service.js';
import { RegistrationMailQueue } from './registration-mail-queue.js';
import { registrationMail } from './registration-mails.js';
import { RegistrationsRepository } from './registrations.repository.js';
import type { RegistrationRow } from './registration-row.js';
import { invoiceSeat } from './seat-invoice.js';

/**
 * The waitlist: who gets a seat that becomes free, and the move-up (invoice and mail). Every
 * step runs in the caller's transaction (a cancellation's, or one per seat in `fillFreeSeats`),
 * so a seat, its invoice and its mail in the outbox are committed or rolled back together.
 */
@Injectable()
export class WaitlistService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoicesService,
    private readonly membership: MembershipService,
    private readonly mails: RegistrationMailQueue,
    private readonly sessions: SessionSeatsService,
    private readonly registrations: RegistrationsRepository,
  ) {}

  /**
   * Seats that became free without a cancellation (a workshop's capacity was raised) go to the
   * waitlist in the usual order, each with its mail. Each seat is taken with the same
   * conditional UPDATE as a registration, so this may run beside registrations and on several
   * instances at once. Returns how many people moved up.
   */
  async fillFreeSeats(): Promise<number> {
    const waiting = await this.registrations.sessionsWithWaitlist();
    const sessionIds = await this.sessions.withFreeSeats(waiting);
    let moved = 0;
    for (const sessionId of sessionIds) {
      for (;;) {
        const promoted = await this.dataSource
          .transaction(async (manager) => {
            if (!(await this.sessions.take(sessionId, manager))) return undefined;
            const next = await this.promoteNextWaiting(manager, sessionId);
            // Nobody left waiting: give the seat back by rolling the transaction back.
            if (!next) throw new NobodyWaiting();
            await this.announceMovedUp(manager, next);
            return next;
          })
          .catch((error: unknown) => {
            if (error instanceof NobodyWaiting) return undefined;
            throw error;
          });
        if (!promoted) break;
        moved += 1;
      }
    }
    return moved;
  }

  /**
   * A confirmed seat was given up (in `manager`'s transaction): the first on the waitlist
   * (members before guests) gets it, else the session's counter goes down. Returns who moved
   * up; the caller tells them with `announceMovedUp` once its own mail is queued.
   */
  async passSeatOn(
    manager: EntityManager,
    sessionId: string,
  ): Promise<RegistrationRow | undefined> {
    const next = await this.promoteNextWaiting(manager, sessionId);
    if (!next) await this.sessions.release(sessionId, manager);
    return next;
  }

  /** A waitlisted person got a seat (in `manager`'s transaction): invoiced and told. */
  async announceMovedUp(manager: EntityManager, row: RegistrationRow): Promise<boolean> {
    const invoice = await invoiceSeat(this.invoices, this.sessions, manager, row);
    return this.mails.queue(
      manager,
      row,
      `registration-moved-up:${row.id}`,
      (facts) => registrationMail(facts, true),
      null,
      invoice,
    );
  }

  /**
   * Confirms the first on the session's waitlist, in `manager`'s transaction: members with
   * their benefits (trial or paid membership) before everyone else (guests, lapsed accounts),
   * each group in the order they joined. Rows another transaction holds are skipped.
   */
  private async promoteNextWaiting(
    manager: EntityManager,
    sessionId: string,
  ): Promise<RegistrationRow | undefined> {
    const waiting = await this.registrations.waitingForUpdate(manager, sessionId);
    let chosen = waiting[0];
    for (const candidate of waiting) {
      if (candidate.user_id !== null && (await this.membership.hasBenefits(candidate.user_id))) {
        chosen = candidate;
        break;
      }
    }
    if (!chosen) return undefined;
    return this.registrations.markConfirmed(manager, chosen.id);
  }
}

class NobodyWaiting extends Error {}
