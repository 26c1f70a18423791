import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  checkProposalRate,
  isMultiLineText,
  isUuid,
  mailLink,
  PATHS,
  rateRangeText,
  SPECIALIST_LIMITS,
  type Locale,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { requestContext } from '../../core/context/request-context.js';
import { UsersService } from '../auth/index.js';
import { MailOutbox } from '../mail/index.js';
import { ProfilesService } from '../profiles/index.js';
import type { AnswerProjectProposalInput, SendProjectProposalInput } from './dto/team.inputs.js';
import type { ProjectProposalPublicModel, ProjectTeamAdminModel } from './models/team.models.js';
import { FollowLinks } from './follow-links.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';
import { SpecialistTermsService } from './specialist-terms.service.js';
import { TeamRepository } from './team.repository.js';
import { teamMails } from './team-mails.js';

/**
 * Proposals: the admin proposes a team of specialists who accepted (each with the rate the
 * company pays) and the company answers through its follow link. Accepting moves the request
 * on to running, tells everyone and gives the team the company's contact.
 */
@Injectable()
export class ProposalsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly requests: ProjectsRepository,
    private readonly projects: ProjectsService,
    private readonly team: TeamRepository,
    private readonly terms: SpecialistTermsService,
    private readonly profiles: ProfilesService,
    private readonly users: UsersService,
    private readonly outbox: MailOutbox,
    private readonly links: FollowLinks,
    private readonly limiter: RateLimiter,
  ) {}

  /** The admin's view of a request's offers and latest proposal. */
  async teamOf(requestId: string): Promise<ProjectTeamAdminModel> {
    const request = isUuid(requestId) ? await this.requests.byId(requestId) : null;
    if (!request) throw new DomainError('PROJECT_REQUEST_NOT_FOUND');
    const offers = await this.team.offersOfRequest(request.id);
    const ids = offers.map((o) => o.specialistUserId);
    const [names, terms] = await Promise.all([
      this.profiles.namesOf(ids),
      this.team.termsOfMany(ids),
    ]);
    const ranges = new Map(terms.map((t) => [t.userId, t]));
    const proposal = await this.team.latestProposal(request.id);
    const members = proposal ? await this.team.membersOf(proposal.id) : [];
    return {
      requestId: request.id,
      offers: offers.map((o) => ({
        id: o.id,
        specialistUserId: o.specialistUserId,
        displayName: names.get(o.specialistUserId) ?? '',
        status: o.status,
        note: o.note,
        message: o.message,
        hourlyRateCents: o.hourlyRateCents,
        rateMinCents: ranges.get(o.specialistUserId)?.rateMinCents ?? null,
        rateMaxCents: ranges.get(o.specialistUserId)?.rateMaxCents ?? null,
        offeredAt: o.createdAt,
        answeredAt: o.answeredAt,
      })),
      proposal: proposal && {
        id: proposal.id,
        status: proposal.status,
        comment: proposal.comment,
        sentAt: proposal.sentAt,
        answeredAt: proposal.answeredAt,
        offerIds: members.map((m) => m.offerId),
      },
    };
  }

  /**
   * Sends the company a proposal: offers the specialists accepted, each with the hourly rate
   * the company pays; every member still eligible. The request moves from matching to proposed
   * (the company's status mail carries its link to the proposal).
   */
  async send(
    input: SendProjectProposalInput,
    admin: AuthenticatedUser,
  ): Promise<ProjectTeamAdminModel> {
    const offerIds = new Set(input.members.map((m) => m.offerId));
    if (offerIds.size === 0 || offerIds.size !== input.members.length)
      throw new DomainError('PROJECT_PROPOSAL_TEAM_INVALID');
    for (const m of input.members)
      if (checkProposalRate(m.hourlyRateCents, null))
        throw new DomainError('RATE_OUT_OF_RANGE', {
          fields: { hourlyRateCents: 'RATE_OUT_OF_RANGE' },
        });
    await this.dataSource.transaction(async (manager) => {
      const request = await this.requests.lockById(manager, input.requestId);
      if (!request) throw new DomainError('PROJECT_REQUEST_NOT_FOUND');
      if (request.status !== 'MATCHING') throw new DomainError('PROJECT_TRANSITION_REFUSED');
      const offers = new Map(
        (await this.team.offersOfRequest(request.id, manager)).map((o) => [o.id, o]),
      );
      for (const m of input.members) {
        const offer = offers.get(m.offerId);
        if (!offer || offer.status !== 'accepted')
          throw new DomainError('PROJECT_PROPOSAL_TEAM_INVALID');
        if (!(await this.terms.eligible(offer.specialistUserId)))
          throw new DomainError('PROJECT_SPECIALIST_NOT_ELIGIBLE');
        const range = await this.team.termsOf(offer.specialistUserId, manager);
        if (range && checkProposalRate(m.hourlyRateCents, range))
          throw new DomainError('PROPOSAL_RATE_OUTSIDE_TERMS', {
            params: { range: rateRangeText(range, requestContext.locale()) },
            fields: { hourlyRateCents: 'PROPOSAL_RATE_OUTSIDE_TERMS' },
          });
        await this.team.setOfferRate(manager, offer.id, m.hourlyRateCents);
      }
      await this.team.insertProposal(manager, request.id, [...offerIds]);
      await this.projects.moveInTx(manager, request, 'PROPOSED', admin, null);
    });
    return this.teamOf(input.requestId);
  }

  /** What the company sees of its latest proposal: public profile cards and rates. */
  async forCompany(requestId: string): Promise<ProjectProposalPublicModel | null> {
    const proposal = await this.team.latestProposal(requestId);
    if (!proposal) return null;
    const members = await this.team.membersOf(proposal.id);
    const cards = new Map(
      (await this.profiles.approvedSpecialists(members.map((m) => m.specialistUserId))).map((p) => [
        p.userId,
        p,
      ]),
    );
    return {
      status: proposal.status,
      sentAt: proposal.sentAt,
      answeredAt: proposal.answeredAt,
      comment: proposal.comment,
      members: members
        .map((m) => {
          const card = cards.get(m.specialistUserId);
          return {
            displayName: card?.displayName ?? '',
            headline: card?.headline ?? null,
            photoUrl: card?.photoUrl ?? null,
            skills: card?.skills ?? [],
            hourlyRateCents: m.hourlyRateCents,
          };
        })
        .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de')),
    };
  }

  /** The company accepts or declines the proposal through its link. */
  async answer(input: AnswerProjectProposalInput): Promise<void> {
    await this.limiter.hit('project-proposal:ip', requestContext.current()?.ip ?? 'unknown', {
      limit: 30,
      windowMs: 3_600_000,
    });
    const comment = input.comment?.trim() || null;
    if (
      comment &&
      (comment.length > SPECIALIST_LIMITS.proposalComment || !isMultiLineText(comment))
    )
      throw new DomainError('PROJECT_MESSAGE_INVALID', {
        fields: { comment: 'PROJECT_MESSAGE_INVALID' },
      });
    const found = await this.projects.requestByToken(input.token);
    const adminUrl = mailLink(this.config.publicUrl, PATHS.memberArea, {
      query: { tab: 'admin', section: 'projects' },
    });
    await this.dataSource.transaction(async (manager) => {
      const request = await this.requests.lockById(manager, found.id);
      const proposal = request && (await this.team.lockLatestProposal(manager, request.id));
      if (!request || !proposal || proposal.status !== 'sent' || request.status !== 'PROPOSED')
        throw new DomainError('PROJECT_PROPOSAL_NOT_OPEN');
      await this.team.answerProposal(manager, proposal.id, {
        status: input.accept ? 'accepted' : 'declined',
        comment,
      });
      await this.outbox.enqueue(
        teamMails.proposalAnswered(
          this.config.contactInbox,
          request,
          input.accept,
          comment,
          adminUrl,
        ),
        { key: `project-proposal-answer:${proposal.id}`, manager },
      );
      if (!input.accept) {
        await this.projects.moveInTx(manager, request, 'DECLINED', null, comment);
        return;
      }
      // The company's own mail below says it all: no status mails for these two steps.
      // The company's own mail below says it all: no status mails for these two steps.
      const accepted = await this.projects.moveInTx(manager, request, 'ACCEPTED', null, comment, {
        mail: false,
      });
      await this.projects.moveInTx(manager, accepted, 'RUNNING', null, null, {
        mail: false,
        afterPreviousStep: true,
      });
      const members = await this.team.membersOf(proposal.id, manager);
      const ids = members.map((m) => m.specialistUserId);
      const [accounts, names] = await Promise.all([
        this.users.factsByIds(ids, manager),
        this.profiles.namesOf(ids),
      ]);
      for (const m of members) {
        const account = accounts.get(m.specialistUserId);
        if (!account) continue;
        const locale: Locale = account.locale;
        await this.outbox.enqueue(
          teamMails.teamAccepted(
            { email: account.email, name: names.get(account.id) ?? account.name, locale },
            request,
            m.hourlyRateCents,
            mailLink(this.config.publicUrl, PATHS.memberArea, {
              query: { tab: 'projects' },
              locale,
            }),
          ),
          { key: `project-team-accepted:${proposal.id}:${m.offerId}`, manager },
        );
      }
      await this.outbox.enqueue(
        teamMails.companyAccepted(
          request,
          members.map((m) => ({
            name: names.get(m.specialistUserId) ?? '',
            hourlyRateCents: m.hourlyRateCents,
          })),
          this.links.urlOf(request),
        ),
        { key: `project-company-accepted:${proposal.id}`, manager },
      );
    });
  }
}
