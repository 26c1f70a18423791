import { Args, Context, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import type { AppRequest } from '../../../core/auth/get-request.js';
import { Public } from '../../../core/auth/public.decorator.js';
import {
  WorkshopModel,
  WorkshopPageModel,
  WorkshopSessionModel,
} from '../models/workshop.model.js';
import { AcademyListingService } from './academy-listing.service.js';
import { AcademyLoadersFactory } from '../academy.loaders.js';
import { WorkshopFilterInput } from './dto/workshop-filter.input.js';
import { MembersOnlyWorkshopModel } from './models/members-only-workshop.model.js';
import { PromoCodeModel } from '../registrations/models/promo-code.model.js';
import { RegistrationModel } from '../registrations/models/registration.model.js';
import type { WorkshopView } from './workshop-view.mapper.js';

/** The Academy's public listing and detail, and the viewer-dependent workshop fields. */
@Resolver(() => WorkshopModel)
export class AcademyResolver {
  constructor(
    private readonly listing: AcademyListingService,
    private readonly loaders: AcademyLoadersFactory,
  ) {}

  @Public()
  @Query(() => WorkshopPageModel, {
    description:
      'Approved workshops this viewer may see, by next session. limit 1..100 (more is refused).',
  })
  workshops(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Args('filter', { type: () => WorkshopFilterInput, nullable: true })
    filter?: WorkshopFilterInput | null,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit = 20,
  ): Promise<WorkshopPageModel> {
    return this.listing.list(filter, page, limit, viewer);
  }

  @Public()
  @Query(() => WorkshopModel)
  workshop(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Args('slugOrId', { type: () => String }) slugOrId: string,
  ): Promise<WorkshopModel> {
    return this.listing.detail(slugOrId, viewer);
  }

  @Public()
  @Query(() => MembersOnlyWorkshopModel, {
    nullable: true,
    description:
      'For a visitor on a members-only workshop link: its slug and title only (the sign-in notice); null otherwise.',
  })
  membersOnlyWorkshop(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Args('slugOrId', { type: () => String }) slugOrId: string,
  ): Promise<MembersOnlyWorkshopModel | null> {
    return this.listing.membersOnlyNotice(slugOrId, viewer);
  }

  @ResolveField(() => Boolean, {
    description: 'The signed-in viewer hosts (created) this workshop, so cannot register for it.',
  })
  hostedByMe(@Parent() workshop: WorkshopModel, @Context('req') req: AppRequest): boolean {
    const creatorId = (workshop as Partial<WorkshopView>).creatorId;
    return Boolean(req.user && creatorId && creatorId === req.user.id);
  }

  @ResolveField(() => [PromoCodeModel], { description: 'Members only; visitors get [].' })
  async promoCodes(
    @Parent() workshop: WorkshopModel,
    @Context('req') req: AppRequest,
  ): Promise<PromoCodeModel[]> {
    if (!req.user) return [];
    return this.loaders.for(req).promoCodes.load(workshop.id);
  }

  @ResolveField(() => RegistrationModel, {
    nullable: true,
    description: "The signed-in viewer's active registration for it (confirmed or waitlisted).",
  })
  async myRegistration(
    @Parent() workshop: WorkshopModel,
    @Context('req') req: AppRequest,
  ): Promise<RegistrationModel | null> {
    if (!req.user) return null;
    return this.loaders.for(req).myRegistration.load(workshop.id);
  }

  @ResolveField(() => WorkshopSessionModel, {
    nullable: true,
    description: 'The session the participant figures describe (next ahead, else the last).',
  })
  async nextSession(
    @Parent() workshop: WorkshopModel,
    @Context('req') req: AppRequest,
  ): Promise<WorkshopSessionModel | null> {
    const id = (workshop as Partial<WorkshopView>).nextSessionId;
    return id ? this.loaders.for(req).session.load(id) : null;
  }
}
