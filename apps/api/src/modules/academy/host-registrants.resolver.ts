import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { HostRegistrantsService } from './host-registrants.service.js';
import { WorkshopRegistrantModel } from './models/workshop-registrant.model.js';

/** The host's tools for the people registered: the creator or an admin (checked in the service). */
@Resolver(() => WorkshopRegistrantModel)
export class HostRegistrantsResolver {
  constructor(private readonly registrants: HostRegistrantsService) {}

  @Query(() => [WorkshopRegistrantModel], {
    description:
      'Registrations of one workshop (optionally one session), by date and status: the creator or an admin.',
  })
  workshopRegistrants(
    @CurrentUser() user: AuthenticatedUser,
    @Args('workshopId', { type: () => ID }) workshopId: string,
    @Args('sessionId', { type: () => ID, nullable: true }) sessionId?: string | null,
  ): Promise<WorkshopRegistrantModel[]> {
    return this.registrants.list(user, workshopId, sessionId);
  }

  @Mutation(() => Int, {
    description:
      'Mails a message to every confirmed registrant of a future session (rate-limited); answers how many.',
  })
  messageSessionRegistrants(
    @CurrentUser() user: AuthenticatedUser,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('subject') subject: string,
    @Args('body') body: string,
  ): Promise<number> {
    return this.registrants.message(user, sessionId, subject, body);
  }
}
