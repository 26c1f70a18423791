import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import { Roles } from '../../../core/auth/roles.decorator.js';
import { HostRegistrantsService } from './host-registrants.service.js';
import { HostMessageModel, HostMessageResult } from './models/host-message.model.js';
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

  @Mutation(() => HostMessageResult, {
    description:
      'Mails a message to every confirmed registrant of a future session whose address is proven (10 a day per host); answers how many were mailed and how many left out.',
  })
  messageSessionRegistrants(
    @CurrentUser() user: AuthenticatedUser,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('subject') subject: string,
    @Args('body') body: string,
  ): Promise<HostMessageResult> {
    return this.registrants.message(user, sessionId, subject, body);
  }

  @Roles('ADMIN')
  @Query(() => [HostMessageModel], {
    description: 'Host messages sent, newest first (at most 500): admins only.',
  })
  hostMessages(): Promise<HostMessageModel[]> {
    return this.registrants.sentMessages();
  }
}
