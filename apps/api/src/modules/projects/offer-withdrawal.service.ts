import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, mailLink, PATHS } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { UsersService } from '../auth/index.js';
import { MailOutbox } from '../mail/index.js';
import { ProfilesService } from '../profiles/index.js';
import { offerWithdrawnMail } from './offer-withdrawn-mail.js';
import { ProjectsRepository } from './projects.repository.js';
import { TeamRepository } from './team.repository.js';

/**
 * An admin withdraws an offer the specialist has not answered yet: it is marked `withdrawn`
 * (the specialist sees it so and can no longer accept it) and the specialist gets a short mail
 * in their language. An answered offer stays as it is.
 */
@Injectable()
export class OfferWithdrawalService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly requests: ProjectsRepository,
    private readonly team: TeamRepository,
    private readonly profiles: ProfilesService,
    private readonly users: UsersService,
    private readonly outbox: MailOutbox,
  ) {}

  /** Withdraws the offer; the request it belongs to. */
  async withdraw(offerId: string): Promise<string> {
    const found = isUuid(offerId) ? await this.team.offerById(offerId) : null;
    if (!found) throw new DomainError('PROJECT_OFFER_NOT_FOUND');
    const [accounts, names] = await Promise.all([
      this.users.factsByIds([found.specialistUserId]),
      this.profiles.namesOf([found.specialistUserId]),
    ]);
    await this.dataSource.transaction(async (manager) => {
      const offer = await this.team.lockOffer(manager, found.id);
      if (!offer) throw new DomainError('PROJECT_OFFER_NOT_FOUND');
      if (offer.status !== 'offered') throw new DomainError('PROJECT_OFFER_ANSWERED');
      await this.team.withdrawOffer(manager, offer.id);
      const request = await this.requests.byId(offer.requestId, manager);
      const account = accounts.get(offer.specialistUserId);
      if (!request || !account) return;
      const locale = account.locale;
      await this.outbox.enqueue(
        offerWithdrawnMail(
          { email: account.email, name: names.get(account.id) ?? account.name, locale },
          request,
          mailLink(this.config.publicUrl, PATHS.memberArea, { query: { tab: 'projects' }, locale }),
        ),
        { key: `project-offer-withdrawn:${offer.id}`, manager },
      );
    });
    return found.requestId;
  }
}
