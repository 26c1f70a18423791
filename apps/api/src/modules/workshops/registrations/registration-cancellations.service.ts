import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REGISTRATION_LIMITS } from '@platform/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { AuditLogService } from '../../audit/index.js';
import { InvoicesService } from '../../billing/index.js';
import type { MailMessage } from '../../mail/index.js';
import { GuestLinks } from './guest-links.service.js';
import type { RegistrationModel } from './models/registration.model.js';
import { RegistrationMailQueue } from './registration-mail-queue.js';
import {
  cancellationMail,
  type RegistrationMailFacts,
  workshopDeletedMail,
} from './registration-mails.js';
import { type RegistrationRow, toRegistrationModel } from './registration-row.js';
import { RegistrationsRepository } from './registrations.repository.js';
import { cleanText } from './registration-text.js';
import { WaitlistService } from './waitlist.service.js';

/** Who asks to cancel: the registrant, an admin, or a guest holding the link's secret. */
export type CancelActor =
  | { user: AuthenticatedUser }
  | { token: string }
  /** The payment deadline passed (billing's scheduled work). */
  | { system: 'payment-overdue' };

/**
 * Ending registrations: cancelled by the registrant, an admin or an overdue payment, ended with
 * their date or workshop, erased with the account. A sold seat is reversed by a cancellation
 * invoice mailed with the cancellation; a freed seat passes to the first on the waitlist.
 */
@Injectable()
export class RegistrationCancellations {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registrations: RegistrationsRepository,
    private readonly invoices: InvoicesService,
    private readonly waitlist: WaitlistService,
    private readonly mails: RegistrationMailQueue,
    private readonly guestLinks: GuestLinks,
    private readonly audit: AuditLogService,
  ) {}

  async cancel(
    id: string,
    actor: CancelActor,
    reason?: string | null,
    now: Date = new Date(),
  ): Promise<RegistrationModel> {
    const cleanReason = cleanText(reason, REGISTRATION_LIMITS.reason, 'cancellationReason');
    const { cancelled } = await this.dataSource.transaction(async (manager) => {
      const row = await this.registrations.byId(id, { lock: true, manager });
      if ('system' in actor) {
        if (!row) throw new DomainError('REGISTRATION_NOT_FOUND');
      } else if ('token' in actor) {
        if (!row || !this.guestLinks.tokenMatches(row, actor.token))
          throw new DomainError('INVALID_LINK');
      } else if (!row || (row.user_id !== actor.user.id && actor.user.role !== 'ADMIN')) {
        throw new DomainError('REGISTRATION_NOT_FOUND');
      }
      if (row.status === 'cancelled') throw new DomainError('REGISTRATION_ALREADY_CANCELLED');
      const updated = await this.cancelRow(manager, row, {
        reason: cleanReason,
        overdue: 'system' in actor,
        passSeatOn: true,
        now,
      });
      if ('user' in actor && actor.user.role === 'ADMIN' && row.user_id !== actor.user.id)
        await this.audit.record(
          {
            action: 'registration.cancelled_by_admin',
            target: { type: 'registration', id: row.id },
            before: { status: row.status, sessionId: row.session_id },
            after: { status: updated.status, reason: cleanReason },
          },
          manager,
        );
      return { cancelled: updated };
    });
    return toRegistrationModel(cancelled);
  }

  /**
   * A member's verified address beats a guest registration nobody confirmed: the guest one
   * is cancelled (and mailed) in the member's transaction, and a seat it held passes straight
   * to the member, not to the waitlist (see README). Answers whether a seat passed.
   */
  async takeOverGuestSeat(
    manager: EntityManager,
    sessionId: string,
    email: string,
  ): Promise<boolean> {
    const guests = await this.registrations.activeGuestsForUpdate(manager, sessionId, email);
    let seat = false;
    for (const guest of guests) {
      await this.cancelRow(manager, guest, {
        reason: null,
        overdue: false,
        passSeatOn: false,
        now: new Date(),
      });
      // One active registration per address and session (unique index): at most one seat.
      if (guest.status === 'confirmed') seat = true;
    }
    return seat;
  }

  /**
   * Erasing an account: each active registration of the person (as member or guest) is
   * cancelled (the person is mailed, with the cancellation invoice of a sold seat), its seat
   * passed to the first waiting person (who is told), and then every row with their name and
   * address is deleted.
   */
  async eraseForPerson(userId: string, email: string | null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const active = await this.registrations.activeOfPersonForUpdate(manager, userId, email);
      // Cancelled as any registration is: the invoice stays (statutory retention), the sale is
      // reversed by a cancellation invoice mailed with the cancellation, the seat passes on.
      for (const row of active)
        await this.cancelRow(manager, row, {
          reason: null,
          overdue: false,
          passSeatOn: true,
          now: new Date(),
        });
      await this.registrations.deleteOfPerson(manager, userId, email);
    });
  }

  /**
   * For the workshops module's delete (inside the deleting transaction, with its manager): each
   * active registrant's mail (with a cancelling calendar file) is enqueued through the outbox in
   * that transaction, so nobody is told about a deletion that was rolled back and a retry never
   * mails twice. The rows themselves go with the workshop (ON DELETE CASCADE). The returned
   * step (after the commit) has nothing left to do; it says how many were told.
   */
  async prepareWorkshopDeletedNotices(
    workshopId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<() => Promise<number>> {
    const rows = await this.registrations.activeOfWorkshop(manager, workshopId);
    let told = 0;
    for (const row of rows)
      if (await this.enqueueEnded(manager, row, `workshop-deleted:${row.id}`, workshopDeletedMail))
        told += 1;
    return () => Promise.resolve(told);
  }

  /**
   * A registration ended by its host or an admin (a cancelled date, a deleted workshop), in
   * `manager`'s transaction: a sold seat is reversed by a cancellation invoice, and the mail
   * `build` makes carries it. The invoices stay when the registration rows go.
   */
  async enqueueEnded(
    manager: EntityManager,
    row: RegistrationRow,
    key: string,
    build: (facts: RegistrationMailFacts) => MailMessage,
  ): Promise<boolean> {
    const storno = await this.invoices.cancelForRegistration(manager, row.id);
    return this.mails.queue(manager, row, key, build, null, storno);
  }

  /**
   * Cancels one active registration in `manager`'s transaction: the cancellation invoice for a
   * sold seat, the mail, and (with `passSeatOn`) the freed seat to the first on the waitlist.
   */
  private async cancelRow(
    manager: EntityManager,
    row: RegistrationRow,
    o: { reason: string | null; overdue: boolean; passSeatOn: boolean; now: Date },
  ): Promise<RegistrationRow> {
    const updated = await this.registrations.markCancelled(manager, row.id, o.reason);
    // The seat first, then the invoice number: a registration locks the session's counter
    // before the year's invoice counter, and the same order here rules out a deadlock.
    const next =
      o.passSeatOn && row.status === 'confirmed'
        ? await this.waitlist.passSeatOn(manager, row.session_id)
        : undefined;
    // A sold seat is reversed by a cancellation invoice, mailed with the cancellation.
    const storno = await this.invoices.cancelForRegistration(manager, row.id, o.now);
    await this.mails.queue(
      manager,
      updated,
      `registration-cancelled:${updated.id}`,
      (facts) => cancellationMail(facts, o.overdue),
      null,
      storno,
    );
    if (next) await this.waitlist.announceMovedUp(manager, next);
    return updated;
  }
}
