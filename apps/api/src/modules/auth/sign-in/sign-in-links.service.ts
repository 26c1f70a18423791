import { mailLink, PATHS } from '@platform/domain';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { addJob } from '../../../core/jobs/job-queue.js';
import { JobRegistry } from '../../../core/jobs/job-registry.js';
import { RateLimiter } from '../../../core/rate-limit/rate-limiter.js';
import { MailOutbox } from '../../mail/index.js';
import { AccountsService, type Session } from '../accounts.service.js';
import { normalizeEmail } from '../entities/user.entity.js';
import { EmailTokensService } from '../tokens/email-tokens.service.js';
import { hashSecret } from '../tokens/secret-token.js';
import { UsersRepository } from '../users.repository.js';
import { KnownDevices } from './known-devices.js';
import { signInLinkMail } from './sign-in-link-mail.js';

/** The job that answers "e-mail me a sign-in link" away from the request. */
export const SIGN_IN_LINK_TASK = 'sign_in_link_request';
const MINUTE = 60_000;
const LIMITS = {
  ip: { limit: 10, windowMs: 60 * MINUTE },
  account: { limit: 3, windowMs: 60 * MINUTE },
};

/**
 * One-time sign-in links by e-mail: the way in for the owner on a new device while the account
 * is slowed down for unknown devices. The request answers the same for every address (one
 * queued job, as reset requests); the worker mails a link valid 15 minutes, once, to an active
 * account. Opening it signs in and makes the device known.
 */
@Injectable()
export class SignInLinksService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobRegistry,
    private readonly limiter: RateLimiter,
    private readonly emailTokens: EmailTokensService,
    private readonly outbox: MailOutbox,
    private readonly accounts: AccountsService,
    private readonly devices: KnownDevices,
    private readonly users: UsersRepository,
  ) {}

  onModuleInit(): void {
    this.jobs.task(SIGN_IN_LINK_TASK, (payload) => this.send((payload as { email: string }).email));
  }

  /** Always the same answer, so nobody learns which e-mail addresses have accounts. */
  async request(emailInput: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    await this.limiter.hitIpAndAccount('sign-in-link', email, LIMITS.ip, LIMITS.account);
    await addJob(this.dataSource.manager, SIGN_IN_LINK_TASK, { email });
  }

  /** In the worker: a new link (older ones stop working) and its mail, for an active account. */
  async send(email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.byEmail(email, manager);
      if (!user || user.status !== 'active') return;
      const token = await this.emailTokens.issue(user.id, 'sign_in_link', manager);
      const url = mailLink(this.config.publicUrl, PATHS.signInLink, { query: { token } });
      await this.outbox.enqueue(
        signInLinkMail(user.locale, user.email, user.emailVerifiedAt ? user.name : null, url),
        {
          key: `sign-in-link:${user.id}:${hashSecret(token).slice(0, 16)}`,
          manager,
        },
      );
    });
  }

  /** The link: signs in once (the address is proven, as by a reset link). */
  async redeem(token: string): Promise<Session> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new DomainError('INVALID_LINK');
    const user = await this.dataSource.transaction(async (manager) => {
      const id = await this.emailTokens.consume(token, 'sign_in_link', manager);
      if (!id) throw new DomainError('INVALID_LINK');
      const found = await this.users.byId(id, manager);
      if (found?.status !== 'active') throw new DomainError('INVALID_LINK');
      await this.accounts.addressProven(manager, found);
      return found;
    });
    const known = this.devices.isKnown(user.id);
    return this.devices.remember(await this.accounts.startSession(user), known, 'sign-in-link');
  }
}
