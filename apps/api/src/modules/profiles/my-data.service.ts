import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { PasswordHasher } from '../../core/auth/password-hasher.js';
import { assertRecentSignIn } from '../../core/auth/recent-sign-in.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { UserIdentity } from '../auth/entities/user-identity.entity.js';
import { User } from '../auth/entities/user.entity.js';
import { userJson } from '../auth/models/user.model.js';
import { ContactMessage } from '../contact/entities/contact-message.entity.js';
import { MarketingWorkshopRegistration } from '../contact/entities/marketing-workshop-registration.entity.js';
import { type PersonalDataContributor, verifiedEmailOf } from './personal-data.js';
import { ProfilesService } from './profiles.service.js';
import { profileJson } from './profile-json.js';

/** "Your data": everything we hold about a member, and erasing it. */
@Injectable()
export class MyDataService {
  private readonly logger = new Logger('MyData');
  private readonly contributors: PersonalDataContributor[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: ProfilesService,
    private readonly passwords: PasswordHasher,
  ) {}

  register(contributor: PersonalDataContributor): void {
    this.contributors.push(contributor);
  }

  async export(userId: string): Promise<Record<string, unknown>> {
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    const profile = await this.profiles.myProfile(userId);
    // Form submissions carry only an address: theirs once the account has confirmed it.
    const email = verifiedEmailOf(user);
    const [identities, messages, signUps, ...shares] = await Promise.all([
      this.dataSource.getRepository(UserIdentity).findBy({ userId }),
      email ? this.dataSource.getRepository(ContactMessage).findBy({ email }) : [],
      email ? this.dataSource.getRepository(MarketingWorkshopRegistration).findBy({ email }) : [],
      ...this.contributors.map((contributor) => contributor.export(user)),
    ]);
    return {
      exported_at: new Date().toISOString(),
      account: userJson(user),
      consents: {
        privacy_policy_accepted_at: user.privacyConsentAt?.toISOString() ?? null,
        newsletter: user.newsletterConsent,
      },
      sign_in_providers: identities.map((i) => ({
        provider: i.provider,
        email: i.email,
        linked_at: i.createdAt.toISOString(),
      })),
      profile: profile && profileJson(profile),
      contact_messages: messages.map((m) => ({
        message: m.message,
        sent_at: m.createdAt.toISOString(),
      })),
      workshop_sign_ups: signUps.map((r) => ({
        goals: r.goals,
        signed_up_at: r.createdAt.toISOString(),
      })),
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
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: caller.id });
    if (user.passwordHash) {
      if (
        !password ||
        password.length > 200 ||
        !(await this.passwords.verify(user.passwordHash, password))
      ) {
        throw new DomainError('WRONG_PASSWORD', { fields: { password: 'WRONG_PASSWORD' } });
      }
    } else {
      assertRecentSignIn(caller);
    }
    for (const contributor of this.contributors) await contributor.erase?.(user);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM media WHERE owner_id = $1', [user.id]);
      const email = verifiedEmailOf(user);
      if (email) {
        await manager.delete(ContactMessage, { email });
        await manager.delete(MarketingWorkshopRegistration, { email });
      }
      // Profile, identities, refresh and e-mail tokens go with the account (ON DELETE CASCADE).
      await manager.delete(User, { id: user.id });
    });
    this.logger.log({ userId: user.id }, 'account erased at its owner’s request');
  }
}
