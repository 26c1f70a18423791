import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type RequestContext, requestContext } from '../../../core/context/request-context.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { hashSecret, newSecret } from '../../auth/index.js';
import { InvoicesService } from '../../billing/index.js';
import type { QueuedMail } from '../../mail/index.js';
import { MailOutbox } from '../../mail/index.js';
import { HostRegistrationNotices } from '../hosting/host-registration-notices.js';
import {
  SessionSeatsService,
  type WorkshopSessionFacts,
} from '../sessions/session-seats.service.js';
import { RegistrationMailQueue } from './registration-mail-queue.js';
import type { RegistrationRow } from './registration-row.js';
import { type NewRegistration, RegistrationsRepository } from './registrations.repository.js';
import type { SeatTaker } from './seat-taker.js';
import { invoiceSeat } from './seat-invoice.js';

/** At most this many registrations of one session commit together. */
const MAX_BATCH = 200;

/** What became of one registration of a batch. */
export type BatchOutcome =
  | { row: RegistrationRow }
  | { error: DomainError }
  /** Not taken in the batch: the caller takes it alone (the single path answers for it). */
  | { alone: true };

interface Waiting {
  session: WorkshopSessionFacts;
  who: SeatTaker;
  /** The request's context (its language, its signed-in caller), for the work done for it. */
  context: RequestContext | undefined;
  done: (outcome: BatchOutcome) => void;
}

/**
 * Registrations for one session that arrive together commit together: one transaction takes
 * the free seats for all of them (one locked counter update), inserts their rows in the order
 * they arrived, invoices the paid seats and queues all their mails in one statement. One
 * commit (and one NOTIFY) per batch instead of one per registration: a rush of a thousand
 * registrations for one date is a handful of transactions, not a thousand queued behind the
 * session row and the commit.
 *
 * Per instance, one batch per session runs at a time; what arrives meanwhile waits for the next
 * one, so the order of the rows (created_at) is the order of arrival. Across instances the
 * counter row's lock keeps the seats right, as for a single registration. Anything a batch does
 * not decide for sure (an address with an active registration, the same address twice, a
 * member taking over a guest's seat) and any failure of the batch's transaction (then nothing
 * of it is kept) goes back to the caller, who takes that registration alone.
 */
@Injectable()
export class RegistrationBatches {
  private readonly logger = new Logger('RegistrationBatches');
  private readonly waiting = new Map<string, Waiting[]>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registrations: RegistrationsRepository,
    private readonly sessions: SessionSeatsService,
    private readonly invoices: InvoicesService,
    private readonly mails: RegistrationMailQueue,
    private readonly hostNotices: HostRegistrationNotices,
    private readonly outbox: MailOutbox,
  ) {}

  take(session: WorkshopSessionFacts, who: SeatTaker): Promise<BatchOutcome> {
    return new Promise((done) => {
      const queue = this.waiting.get(session.id);
      const entry = { session, who, context: requestContext.current(), done };
      if (queue) {
        queue.push(entry);
        return;
      }
      this.waiting.set(session.id, [entry]);
      // The next turn of the event loop: what arrives in this one joins the first batch.
      setImmediate(() => void this.drain(session.id));
    });
  }

  private async drain(sessionId: string): Promise<void> {
    for (;;) {
      const queue = this.waiting.get(sessionId) ?? [];
      if (queue.length === 0) {
        this.waiting.delete(sessionId);
        return;
      }
      const batch = queue.splice(0, MAX_BATCH);
      const outcomes = await this.dataSource
        .transaction((manager) => this.write(manager, batch))
        .catch((error: unknown) => {
          this.logger.warn({
            msg: 'registration batch rolled back; its registrations are taken one by one',
            error: error instanceof Error ? error.message : String(error),
          });
          return batch.map((): BatchOutcome => ({ alone: true }));
        });
      batch.forEach((entry, i) => entry.done(outcomes[i]));
    }
  }

  private async write(manager: EntityManager, batch: Waiting[]): Promise<BatchOutcome[]> {
    const session = batch[0].session;
    const outcomes: BatchOutcome[] = batch.map(() => ({ alone: true }));
    const active = new Set(
      (
        await this.registrations.activeOfEmails(
          manager,
          session.id,
          batch.map((entry) => entry.who.email),
        )
      ).map((row) => row.email),
    );
    // Plain registrations: an address without an active registration, once in the batch.
    const plain: number[] = [];
    const seen = new Set<string>();
    batch.forEach((entry, i) => {
      const { email } = entry.who;
      if (!active.has(email) && !seen.has(email)) plain.push(i);
      seen.add(email);
    });
    const seats = await this.sessions.takeUpTo(session.id, plain.length, manager);
    const taking: Array<{ index: number; secret: string | null; row: NewRegistration }> = [];
    plain.forEach((index, position) => {
      const { who, context } = batch[index];
      const seat = position < seats;
      if (!seat && !who.joinWaitlist) {
        outcomes[index] = { error: new DomainError('REGISTRATION_FULL') };
        return;
      }
      const secret = who.guest ? newSecret() : null;
      taking.push({ index, secret, row: newRegistration(session, who, context, seat, secret) });
    });
    const rows = await this.registrations.insertMany(
      manager,
      taking.map((t) => t.row),
    );
    const host = await this.hostNotices.hostOf(session, manager);
    const mails: Array<{ message: QueuedMail; key: string }> = [];
    for (const [i, row] of rows.entries()) {
      const { index, secret } = taking[i];
      const invoice = await inContext(batch[index].context, () =>
        invoiceSeat(this.invoices, this.sessions, manager, row, session),
      );
      mails.push(this.mails.registered(row, secret, invoice));
      outcomes[index] = { row };
    }
    mails.push(...this.hostNotices.registeredMails(rows, session, host));
    await this.outbox.enqueueMany(mails, manager);
    return outcomes;
  }
}

function newRegistration(
  session: WorkshopSessionFacts,
  who: SeatTaker,
  context: RequestContext | undefined,
  seat: boolean,
  secret: string | null,
): NewRegistration {
  return {
    sessionId: session.id,
    workshopId: session.workshopId,
    userId: who.userId,
    name: who.name,
    email: who.email,
    status: seat ? 'confirmed' : 'waitlisted',
    notes: who.notes,
    priceCents: who.price,
    locale: context?.locale ?? requestContext.locale(),
    cancelTokenHash: secret ? hashSecret(secret) : null,
    billingAddress: who.purchase ? JSON.stringify(who.purchase.address) : null,
    termsAcceptedAt: who.purchase?.terms.acceptedAt ?? null,
    termsVersion: who.purchase?.terms.version ?? null,
  };
}

function inContext<T>(context: RequestContext | undefined, work: () => T): T {
  return context ? requestContext.run(context, work) : work();
}
