import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import type { AppRequest } from '../../../core/auth/get-request.js';
import { requestLoader } from '../../../core/graphql/request-loader.js';
import { CreateWorkshopInput, UpdateWorkshopInput } from '../dto/workshop.input.js';
import {
  WorkshopModel,
  WorkshopPrerequisitesModel,
  WorkshopSessionModel,
} from '../models/workshop.model.js';
import { WorkshopSessionsService } from '../sessions/workshop-sessions.service.js';
import { SessionMinimumService } from '../sessions/session-minimum.service.js';
import { WorkshopViewsService } from '../catalog/workshop-views.service.js';
import { WorkshopsService } from './workshops.service.js';

/** A member's own workshops. Every operation needs a signed-in user (the default). */
@Resolver(() => WorkshopModel)
export class WorkshopsResolver {
  constructor(
    private readonly workshops: WorkshopsService,
    private readonly views: WorkshopViewsService,
    private readonly sessions: WorkshopSessionsService,
    private readonly minimum: SessionMinimumService,
  ) {}

  @ResolveField('sessions', () => [WorkshopSessionModel], {
    description: 'Sessions that have not ended yet, by start.',
  })
  sessionsOf(
    @Parent() workshop: WorkshopModel,
    @Context('req') request: AppRequest,
  ): Promise<WorkshopSessionModel[]> {
    return requestLoader(request, 'workshop.sessions', (ids: readonly string[]) =>
      this.views.upcomingSessions(ids),
    ).load(workshop.id);
  }

  @Query(() => [WorkshopModel], { description: 'Own workshops, newest first.' })
  myWorkshops(@CurrentUser() user: AuthenticatedUser): Promise<WorkshopModel[]> {
    return this.workshops.myWorkshops(user.id);
  }

  @Query(() => WorkshopModel, { description: 'For the edit form: the creator or an admin.' })
  myWorkshop(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<WorkshopModel> {
    return this.workshops.myWorkshop(id, user);
  }

  @Query(() => WorkshopPrerequisitesModel)
  workshopPrerequisites(
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<WorkshopPrerequisitesModel> {
    return this.workshops.prerequisites(user.id);
  }

  @Mutation(() => WorkshopModel)
  createWorkshop(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: CreateWorkshopInput,
  ): Promise<WorkshopModel> {
    return this.workshops.create(user, input);
  }

  @Mutation(() => WorkshopModel)
  updateWorkshop(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateWorkshopInput,
  ): Promise<WorkshopModel> {
    return this.workshops.update(user, id, input);
  }

  @Mutation(() => Boolean)
  async deleteWorkshop(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.workshops.delete(user, id);
    return true;
  }

  @Mutation(() => WorkshopModel, {
    description: 'The creator or an admin switches the email on each new registration on or off.',
  })
  setWorkshopRegistrationMails(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('enabled') enabled: boolean,
  ): Promise<WorkshopModel> {
    return this.workshops.setRegistrationMails(user, id, enabled);
  }

  @Mutation(() => WorkshopSessionModel, {
    description:
      'The creator or an admin moves one future session; its registrants are told (updated .ics).',
  })
  moveWorkshopSession(
    @CurrentUser() user: AuthenticatedUser,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('startTime') startTime: Date,
    @Args('reason', {
      type: () => String,
      nullable: true,
      description: "Why the date moves, in the host's words: told to the registrants.",
    })
    reason?: string | null,
  ): Promise<WorkshopSessionModel> {
    return this.sessions.move(user, sessionId, startTime, reason);
  }

  @Mutation(() => Boolean, {
    description:
      'The creator or an admin cancels one future session: registrants are told (METHOD:CANCEL .ics), its day is skipped.',
  })
  cancelWorkshopSession(
    @CurrentUser() user: AuthenticatedUser,
    @Args('sessionId', { type: () => ID }) sessionId: string,
  ): Promise<boolean> {
    return this.sessions.cancel(user, sessionId);
  }

  @Mutation(() => WorkshopSessionModel, {
    description:
      'The creator or an admin confirms a future date of a workshop with a minimum to run anyway, before its decision time: the minimum job then leaves it alone.',
  })
  confirmWorkshopSession(
    @CurrentUser() user: AuthenticatedUser,
    @Args('sessionId', { type: () => ID }) sessionId: string,
  ): Promise<WorkshopSessionModel> {
    return this.minimum.confirm(user, sessionId);
  }
}
