import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { hashSecret, sameHash } from '../../auth/index.js';
import { InvoicesService } from '../../billing/index.js';
import { laterGuestToken } from './guest-link-token.js';
import type { RegistrationModel } from './models/registration.model.js';
import { RegistrationMailQueue } from './registration-mail-queue.js';
import { invoiceAfterConfirmationMail } from './registration-mails.js';
import { type RegistrationRow, toRegistrationModel } from './registration-row.js';
import { RegistrationsRepository } from './registrations.repository.js';

/** A guest's link to their registration: the secret it carries, opening it, what that confirms. */
@Injectable()
export class GuestLinks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registrations: RegistrationsRepository,
    private readonly invoices: InvoicesService,
    private readonly mails: RegistrationMailQueue,
  ) {}

  /**
   * A guest's view through the link in their mails. Opening it is the guest's own click on a
   * link only the address's inbox received, so it confirms the address (once; opening it again
   * changes nothing): from then on host messages reach it, mails greet by name, and the
   * invoice of a paid seat, held back until now, is mailed.
   */
  async guestView(id: string, token: string): Promise<RegistrationModel> {
    const row = await this.registrations.byId(id);
    if (!row || !this.tokenMatches(row, token)) throw new DomainError('INVALID_LINK');
    if (row.email_confirmed_at !== null) return toRegistrationModel(row);
    return toRegistrationModel(await this.confirmGuestAddress(row));
  }

  /**
   * A guest's cancel link for later mails (reminder, change notices). Only the hash of the
   * confirmation mail's link is stored, so later mails carry a second one, derived from the
   * server secret and the registration (issued again any time without being stored); both
   * cancel, and the first keeps working.
   */
  laterGuestToken(registrationId: string): string {
    return laterGuestToken(this.config.jwtSecret, registrationId);
  }

  tokenMatches(row: RegistrationRow, token: string): boolean {
    if (row.user_id !== null || !token) return false;
    const given = hashSecret(token);
    const stored = row.cancel_token_hash && sameHash(given, row.cancel_token_hash);
    const derived = sameHash(given, hashSecret(this.laterGuestToken(row.id)));
    return Boolean(stored || derived);
  }

  private async confirmGuestAddress(row: RegistrationRow): Promise<RegistrationRow> {
    return this.dataSource.transaction(async (manager) => {
      const confirmed = await this.registrations.confirmEmail(manager, row.id);
      // Confirmed in a parallel request: that one sends the invoice.
      if (!confirmed) return (await this.registrations.byId(row.id, { manager })) ?? row;
      if (confirmed.status === 'confirmed') {
        const held = (await this.invoices.ofRegistration(confirmed.id)).find(
          (invoice) => invoice.kind === 'invoice' && !invoice.cancelledById,
        );
        if (held)
          await this.mails.queue(
            manager,
            confirmed,
            `registration-invoice:${confirmed.id}:${held.id}`,
            invoiceAfterConfirmationMail,
            null,
            held,
          );
      }
      return confirmed;
    });
  }
}
