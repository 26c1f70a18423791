import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { mailLink, PATHS } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { UsersService } from '../auth/index.js';
import { MailOutbox } from '../mail/index.js';
import { MediaService } from '../media/index.js';
import type { PersonalDataContributor } from './personal-data.js';
import { ProfilesService } from './profiles.service.js';
import { profileJson } from './profile-json.js';
import { accountDeletedMail } from './profile-mails.js';
import { AuditLogService } from '../audit/index.js';

/** "Your data": everything we hold about a member, and erasing it. */
@Injectable()
export class MyDataService {
  private readonly logger = new Logger('MyData');
  private readonly contributors: PersonalDataContributor[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: ProfilesService,
    private readonly users: UsersService,
    private readonly media: MediaService,
    private readonly audit: AuditLogService,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(contributor: PersonalDataContributor): void {
    this.contributors.push(contributor);
  }

  async export(userId: string): Promise<Record<string, unknown>> {
    const { owner: user, data: account } = await this.users.personalData(userId);
    const profile = await this.profiles.myProfile(userId);
    // Form submissions and other shares go by the account's confirmed address only (each
    // contributor asks `verifiedEmailOf`).
    const shares = await Promise.all(
      this.contributors.map((contributor) => contributor.export(user)),
    );
    const sections = ['account', 'profile', ...this.contributors.map((c) => c.key)];
    await this.audit.record({
      action: 'account.data_exported',
      target: { type: 'user', id: userId },
      subjectUserId: userId,
      after: { sections },
    });
    return {
      exported_at: new Date().toISOString(),
      ...account,
      profile: profile && profileJson(profile),
      ...Object.fromEntries(this.contributors.map((c, i) => [c.key, shares[i]])),
    };
  }

  /**
   * Erases the account: confirmed by the password, or — for accounts without one — by a
   * real sign-in in the last ten minutes (not a silent refresh). First each module ends what the person had running
   * (registrations are cancelled and their seats passed on, own workshops deleted with notice
   * to those registered); then profile, photos, sign-in identities, sessions, tickets and form
   * submissions go with the account.
   */
  async deleteAccount(caller: AuthenticatedUser, password: string | undefined): Promise<void> {
    const user = await this.users.confirmErasure(caller, password);
    for (const contributor of this.contributors) await contributor.erase?.(user);
    await this.dataSource.transaction(async (manager) => {
      await this.media.removeAllOwnedBy(user.id, manager);
      for (const contributor of this.contributors) {
        await contributor.eraseWithAccount?.(user, manager);
      }
      // Profile, identities, refresh and e-mail tokens go with the account (ON DELETE CASCADE).
      await this.users.erase(user.id, manager);
      await this.audit.record(
        {
          action: 'account.deleted',
          target: { type: 'user', id: user.id },
          subjectUserId: user.id,
          before: { exists: true },
          after: { erased: true, byOwner: caller.id === user.id },
        },
        manager,
      );
      // The confirmation, queued in the erasing transaction (sent only if the erasure commits).
      await this.outbox.enqueue(
        accountDeletedMail(
          user.locale,
          user.email,
          user.emailVerifiedAt ? user.name : null,
          mailLink(this.config.publicUrl, PATHS.home, { locale: user.locale }),
        ),
        { key: `account-deleted:${user.id}`, manager },
      );
    });
    this.logger.log({ userId: user.id }, 'account erased at its owner’s request');
  }
}
