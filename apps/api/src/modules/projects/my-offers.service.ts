import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isMultiLineText, isUuid, mailLink, PATHS, SPECIALIST_LIMITS } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { MailOutbox } from '../mail/index.js';
import { ProfilesService } from '../profiles/index.js';
import type { AnswerProjectOfferInput } from './dto/team.inputs.js';
import type { MyProjectOfferModel } from './models/team.models.js';
import { ProjectsRepository, type ProjectRequestRow } from './projects.repository.js';
import { SpecialistTermsService } from './specialist-terms.service.js';
import { TeamRepository, type ProjectOfferRow } from './team.repository.js';
import { teamMails } from './team-mails.js';

/**
 * A specialist's offers (the "Projekte" tab): only offers made to them, the request without
 * the company's contact details until the company accepted a team they are in.
 */
@Injectable()
export class MyOffersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly requests: ProjectsRepository,
    private readonly team: TeamRepository,
    private readonly terms: SpecialistTermsService,
    private readonly profiles: ProfilesService,
    private readonly outbox: MailOutbox,
  ) {}

  async mine(userId: string): Promise<MyProjectOfferModel[]> {
    const offers = await this.team.offersTo(userId);
    const result: MyProjectOfferModel[] = [];
    for (const offer of offers) {
      const request = await this.requests.byId(offer.requestId);
      if (request) result.push(await this.model(offer, request, userId));
    }
    return result;
  }

  async answer(
    user: AuthenticatedUser,
    input: AnswerProjectOfferInput,
  ): Promise<MyProjectOfferModel> {
    const message = input.message?.trim() || null;
    if (message && (message.length > SPECIALIST_LIMITS.offerMessage || !isMultiLineText(message)))
      throw new DomainError('PROJECT_MESSAGE_INVALID', {
        fields: { message: 'PROJECT_MESSAGE_INVALID' },
      });
    // Someone else's offer is "not found", like one that does not exist.
    const found = isUuid(input.offerId) ? await this.team.offerById(input.offerId) : null;
    if (!found || found.specialistUserId !== user.id)
      throw new DomainError('PROJECT_OFFER_NOT_FOUND');
    if (found.status === 'withdrawn') throw new DomainError('PROJECT_OFFER_WITHDRAWN');
    if (input.accept && !(await this.terms.eligible(user.id)))
      throw new DomainError('PROJECT_SPECIALIST_NOT_ELIGIBLE');
    const [name] = [...(await this.profiles.namesOf([user.id])).values()];
    await this.dataSource.transaction(async (manager) => {
      const offer = await this.team.lockOffer(manager, found.id);
      if (offer?.status === 'withdrawn') throw new DomainError('PROJECT_OFFER_WITHDRAWN');
      if (!offer || offer.status !== 'offered') throw new DomainError('PROJECT_OFFER_ANSWERED');
      await this.team.answerOffer(manager, offer.id, {
        status: input.accept ? 'accepted' : 'declined',
        message,
      });
      const request = await this.requests.byId(offer.requestId, manager);
      if (!request) throw new DomainError('PROJECT_OFFER_NOT_FOUND');
      const adminUrl = mailLink(this.config.publicUrl, PATHS.memberArea, {
        query: { tab: 'admin', section: 'projects' },
      });
      await this.outbox.enqueue(
        teamMails.offerAnswered(
          this.config.contactInbox,
          name ?? user.name,
          input.accept,
          message,
          request,
          adminUrl,
        ),
        { key: `project-offer-answer:${offer.id}`, manager },
      );
    });
    const offer = await this.team.offerById(found.id);
    const request = await this.requests.byId(found.requestId);
    if (!offer || !request) throw new DomainError('PROJECT_OFFER_NOT_FOUND');
    return this.model(offer, request, user.id);
  }

  private async model(
    offer: ProjectOfferRow,
    request: ProjectRequestRow,
    userId: string,
  ): Promise<MyProjectOfferModel> {
    const inTeam =
      ['ACCEPTED', 'RUNNING', 'COMPLETED'].includes(request.status) &&
      (await this.team.isInAcceptedTeam(request.id, userId));
    return {
      id: offer.id,
      status: offer.status,
      note: offer.note,
      message: offer.message,
      hourlyRateCents: offer.hourlyRateCents,
      offeredAt: offer.createdAt,
      answeredAt: offer.answeredAt,
      inTeam,
      request: {
        id: request.id,
        description: request.description,
        skills: request.skills,
        hoursPerWeek: request.hoursPerWeek,
        startDate: request.startDate,
        durationWeeks: request.durationWeeks,
        workMode: request.workMode,
        place: request.place,
        status: request.status,
      },
      contact: inTeam
        ? {
            company: request.company,
            contactName: request.contactName,
            email: request.email,
            phone: request.phone,
          }
        : null,
    };
  }
}
