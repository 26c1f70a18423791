import { mailLink, MAIL_API_PATHS } from '@platform/domain';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { PasswordHasher } from '../../../core/auth/password-hasher.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { isUniqueViolation } from '../../../core/database/pg-errors.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { RateLimiter } from '../../../core/rate-limit/rate-limiter.js';
import { MailOutbox } from '../../mail/index.js';
import { AccountsService, nameIfVerified } from '../accounts.service.js';
import { normalizeEmail, type User } from '../entities/user.entity.js';
import { EmailTokensRepository } from '../tokens/email-tokens.repository.js';
import { hashSecret, newSecret } from '../tokens/secret-token.js';
import { UsersRepository } from '../users.repository.js';
import { accountMails } from './account-mails.js';
import { confirmIdentity } from './confirm-identity.js';
import { EmailChangesRepository } from './email-changes.repository.js';
import { AuditLogService } from '../../audit/index.js';

export const EMAIL_CHANGE_LIFETIME_MS = 24 * 3600_000;
const REQUEST_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

/**
 * Changing an account's e-mail address: the new address proves itself through a link mailed
 * to it before it takes effect; the old address is told at once (with a link that cancels the
 * change) and again afterwards. A password change or reset and "end all other sessions" cancel
 * a pending change (`EmailChangesRepository.cancelPending`). A taken address gets the
 * same answer as a free one (its owner is mailed instead), so nobody learns who has an account.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly accounts: AccountsService,
    private readonly passwords: PasswordHasher,
    private readonly audit: AuditLogService,
    private readonly changes: EmailChangesRepository,
    private readonly users: UsersRepository,
    private readonly emailTokens: EmailTokensRepository,
  ) {}

  /** Always answers the same when the caller is confirmed, whether or not the address is free. */
  async request(
    caller: AuthenticatedUser,
    newEmailInput: string,
    currentPassword: string | null | undefined,
  ): Promise<void> {
    const user = await this.activeUser(caller.id);
    await this.limiter.hit('email-change:account', user.id, REQUEST_LIMIT);
    await confirmIdentity(this.passwords, user, caller, currentPassword);
    const newEmail = normalizeEmail(newEmailInput);
    if (newEmail === user.email)
      throw new DomainError('EMAIL_UNCHANGED', { fields: { newEmail: 'EMAIL_UNCHANGED' } });
    // Per target address too: nobody floods one inbox (free or taken alike) from many accounts.
    await this.limiter.hit('email-change:address', newEmail, REQUEST_LIMIT);

    await this.dataSource.transaction(async (manager) => {
      // Only the newest link works.
      await this.changes.cancelPending(user.id, manager);
      const owner = await this.users.byEmail(newEmail, manager);
      if (owner) {
        await this.outbox.enqueue(
          accountMails.emailChangeTaken(owner.locale, owner.email, nameIfVerified(owner)),
          {
            key: `email-change-taken:${randomUUID()}`,
            manager,
          },
        );
        return;
      }
      const secret = newSecret();
      const cancelSecret = newSecret();
      const changeId = await this.changes.insert(
        {
          userId: user.id,
          newEmail,
          tokenHash: hashSecret(secret),
          cancelTokenHash: hashSecret(cancelSecret),
          expiresAt: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_MS),
        },
        manager,
      );
      const url = mailLink(this.config.publicUrl, MAIL_API_PATHS.confirmEmailChange, {
        query: { token: secret },
      });
      await this.outbox.enqueue(
        // Nobody has proven the new address yet: the mail greets without the name.
        accountMails.confirmEmailChange(user.locale, newEmail, null, url),
        {
          key: `email-change-confirm:${changeId}`,
          manager,
        },
      );
      // The old address hears of it now, with a link that stops it (someone who only has the
      // password cannot finish the move unnoticed).
      const cancelUrl = mailLink(this.config.publicUrl, MAIL_API_PATHS.cancelEmailChange, {
        query: { token: cancelSecret },
      });
      await this.outbox.enqueue(
        accountMails.emailChangeRequested(user.locale, user.email, user.name, newEmail, cancelUrl),
        { key: `email-change-requested:${changeId}`, manager },
      );
    });
  }

  /** The link in the notice to the old address: the pending change ends, once. */
  async cancel(token: string): Promise<void> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new DomainError('INVALID_LINK');
    if (!(await this.changes.cancelByLink(hashSecret(token))))
      throw new DomainError('INVALID_LINK');
  }

  /** The address waiting for its confirmation, if any. */
  async pending(userId: string): Promise<string | null> {
    const open = await this.changes.newestOpen(userId);
    return open?.newEmail ?? null;
  }

  /** The link from the mail: the new address takes effect (verified), the old one is told. */
  async confirm(token: string): Promise<User> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new DomainError('INVALID_LINK');
    try {
      return await this.dataSource.transaction(async (manager) => {
        const used = await this.changes.consume(hashSecret(token), manager);
        if (!used) throw new DomainError('INVALID_LINK');
        const user = await this.users.lockById(used.user_id, manager);
        if (!user || user.status !== 'active') throw new DomainError('INVALID_LINK');
        const oldEmail = user.email;
        const oldName = nameIfVerified(user);
        await this.users.setEmail(user.id, used.new_email, manager);
        // The link proved the new address: verified from now on, by the one shared rule (a
        // first proof removes provider identities linked before it).
        user.email = used.new_email;
        await this.accounts.addressProven(manager, user);
        // Links sent to the old address no longer prove anything about this account.
        await this.emailTokens.retireAddressLinks(user.id, manager);
        await this.audit.record(
          {
            action: 'auth.email_changed',
            actor: { id: user.id, email: oldEmail },
            target: { type: 'user', id: user.id },
            subjectUserId: user.id,
            before: { email: oldEmail },
            after: { email: used.new_email },
          },
          manager,
        );
        await this.outbox.enqueue(
          accountMails.emailChanged(user.locale, oldEmail, oldName, used.new_email),
          { key: `email-changed:${used.id}`, manager },
        );
        return this.users.byIdOrFail(user.id, manager);
      });
    } catch (error) {
      // The address was taken between request and confirmation: the link simply fails.
      if (isUniqueViolation(error)) throw new DomainError('INVALID_LINK');
      throw error;
    }
  }

  private async activeUser(id: string): Promise<User> {
    const user = await this.users.byId(id);
    if (!user || user.status !== 'active') throw new DomainError('UNAUTHENTICATED');
    return user;
  }
}
