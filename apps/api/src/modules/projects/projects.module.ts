import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { MediaModule } from '../media/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { RetentionModule } from '../retention/index.js';
import { ProjectRequestEvent } from './entities/project-request-event.entity.js';
import { ProjectRequest } from './entities/project-request.entity.js';
import { ProjectOffer } from './entities/project-offer.entity.js';
import { ProjectProposal } from './entities/project-proposal.entity.js';
import { ProjectProposalMember } from './entities/project-proposal-member.entity.js';
import { SpecialistTerms } from './entities/specialist-terms.entity.js';
import { TeamRepository } from './team.repository.js';
import { FollowLinks } from './follow-links.js';
import { MatchingService } from './matching.service.js';
import { MyOffersService } from './my-offers.service.js';
import { OfferWithdrawalService } from './offer-withdrawal.service.js';
import { ProposalsService } from './proposals.service.js';
import { SpecialistTermsService } from './specialist-terms.service.js';
import { TeamResolver } from './team.resolver.js';
import { NewProjectRequestsCounter } from './new-project-requests.counter.js';
import { ProjectLookupRepository } from './project-lookup.repository.js';
import { ProjectLookup } from './project-lookup.service.js';
import { ProjectsPersonalData } from './projects-personal-data.js';
import { ProjectsRetention } from './projects-retention.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsRestController } from './projects.rest.controller.js';
import { ProjectsResolver } from './projects.resolver.js';
import { ProjectsService } from './projects.service.js';
import { ProjectTeamService } from './project-team.service.js';
import './projects.errors.js'; // registers this module's error codes

/**
 * Companies' project requests: the public form, the company's follow link and the admins'
 * pipeline; specialists' terms, matching, offers and proposals (the team). Hours and invoices
 * build on `ProjectTeamService`.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ProjectRequest,
      ProjectRequestEvent,
      ProjectOffer,
      ProjectProposal,
      ProjectProposalMember,
      SpecialistTerms,
    ]),
    ProfilesModule,
    RetentionModule,
    AuthModule,
    MediaModule,
  ],
  controllers: [ProjectsRestController],
  providers: [
    ProjectsService,
    ProjectsRepository,
    TeamRepository,
    FollowLinks,
    SpecialistTermsService,
    MatchingService,
    MyOffersService,
    OfferWithdrawalService,
    ProposalsService,
    TeamResolver,
    ProjectTeamService,
    ProjectsResolver,
    NewProjectRequestsCounter,
    ProjectsRetention,
    ProjectsPersonalData,
    ProjectLookup,
    ProjectLookupRepository,
  ],
  exports: [ProjectsService, ProjectTeamService, ProjectLookup],
})
export class ProjectsModule {}
