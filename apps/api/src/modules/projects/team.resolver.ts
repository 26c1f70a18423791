import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import {
  AnswerProjectOfferInput,
  AnswerProjectProposalInput,
  OfferProjectInput,
  SendProjectProposalInput,
  SpecialistTermsInput,
} from './dto/team.inputs.js';
import {
  MyProjectOfferModel,
  ProjectMatchModel,
  ProjectProposalPublicModel,
  ProjectTeamAdminModel,
  SpecialistTermsModel,
} from './models/team.models.js';
import { MatchingService } from './matching.service.js';
import { MyOffersService } from './my-offers.service.js';
import { OfferWithdrawalService } from './offer-withdrawal.service.js';
import { ProjectsService } from './projects.service.js';
import { ProposalsService } from './proposals.service.js';
import { SpecialistTermsService } from './specialist-terms.service.js';

/** Specialists' terms, matching, offers and proposals; each entry says who may use it. */
@Resolver()
export class TeamResolver {
  constructor(
    private readonly terms: SpecialistTermsService,
    private readonly matching: MatchingService,
    private readonly offers: MyOffersService,
    private readonly withdrawal: OfferWithdrawalService,
    private readonly proposals: ProposalsService,
    private readonly projects: ProjectsService,
  ) {}

  @Query(() => SpecialistTermsModel, { description: 'The signed-in specialist’s project terms.' })
  mySpecialistTerms(@CurrentUser() user: AuthenticatedUser): Promise<SpecialistTermsModel> {
    return this.terms.mine(user.id);
  }

  @Mutation(() => SpecialistTermsModel, { description: 'Saves the signed-in specialist’s terms.' })
  updateMySpecialistTerms(
    @Args('input') input: SpecialistTermsInput,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<SpecialistTermsModel> {
    return this.terms.update(user.id, input);
  }

  @Roles('ADMIN')
  @Query(() => [ProjectMatchModel], { description: 'Approved specialists ranked for a request.' })
  projectMatches(
    @Args('requestId', { type: () => ID }) requestId: string,
    @Args('skill', { type: () => String, nullable: true }) skill?: string | null,
  ): Promise<ProjectMatchModel[]> {
    return this.matching.matches(requestId, skill ?? null);
  }

  @Roles('ADMIN')
  @Mutation(() => ProjectTeamAdminModel, { description: 'Offers a request to specialists.' })
  async offerProject(
    @Args('input') input: OfferProjectInput,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ProjectTeamAdminModel> {
    await this.matching.offer(input, admin);
    return this.proposals.teamOf(input.requestId);
  }

  @Roles('ADMIN')
  @Mutation(() => ProjectTeamAdminModel, {
    description: 'Withdraws an offer the specialist has not answered yet.',
  })
  async withdrawProjectOffer(
    @Args('offerId', { type: () => ID }) offerId: string,
  ): Promise<ProjectTeamAdminModel> {
    return this.proposals.teamOf(await this.withdrawal.withdraw(offerId));
  }

  @Roles('ADMIN')
  @Query(() => ProjectTeamAdminModel, { description: 'A request’s offers and latest proposal.' })
  projectTeam(
    @Args('requestId', { type: () => ID }) requestId: string,
  ): Promise<ProjectTeamAdminModel> {
    return this.proposals.teamOf(requestId);
  }

  @Roles('ADMIN')
  @Mutation(() => ProjectTeamAdminModel, { description: 'Proposes a team to the company.' })
  sendProjectProposal(
    @Args('input') input: SendProjectProposalInput,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ProjectTeamAdminModel> {
    return this.proposals.send(input, admin);
  }

  @Query(() => [MyProjectOfferModel], { description: 'The offers made to the signed-in member.' })
  myProjectOffers(@CurrentUser() user: AuthenticatedUser): Promise<MyProjectOfferModel[]> {
    return this.offers.mine(user.id);
  }

  @Mutation(() => MyProjectOfferModel, { description: 'Accepts or declines an offer made to me.' })
  answerProjectOffer(
    @Args('input') input: AnswerProjectOfferInput,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<MyProjectOfferModel> {
    return this.offers.answer(user, input);
  }

  @Public()
  @Query(() => ProjectProposalPublicModel, {
    nullable: true,
    description: 'The team proposed for a request, by the secret of its follow link.',
  })
  async projectProposalByToken(
    @Args('token') token: string,
  ): Promise<ProjectProposalPublicModel | null> {
    const request = await this.projects.requestByToken(token);
    return this.proposals.forCompany(request.id);
  }

  @Public()
  @Mutation(() => Boolean, { description: 'The company accepts or declines the proposed team.' })
  async answerProjectProposal(@Args('input') input: AnswerProjectProposalInput): Promise<boolean> {
    await this.proposals.answer(input);
    return true;
  }
}
