import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { MembershipModel } from './models/membership.model.js';
import { MembershipService } from './membership.service.js';

@Resolver()
export class MembershipResolver {
  constructor(private readonly membership: MembershipService) {}

  @Query(() => MembershipModel)
  myMembership(@CurrentUser() user: AuthenticatedUser): Promise<MembershipModel> {
    return this.membership.view(user.id);
  }

  @Mutation(() => MembershipModel, {
    description:
      'Starts the paid membership (billing begins when the trial ends). acceptTerms: the member accepted the terms and the withdrawal information and pressed "Zahlungspflichtig bestellen"; false: TERMS_NOT_ACCEPTED, nothing changes.',
  })
  startMembership(
    @CurrentUser() user: AuthenticatedUser,
    @Args('acceptTerms', { type: () => Boolean }) acceptTerms: boolean,
  ): Promise<MembershipModel> {
    return this.membership.start(user.id, { acceptTerms });
  }

  @Mutation(() => MembershipModel, { description: 'Ends the paid membership at the month’s end.' })
  endMembership(@CurrentUser() user: AuthenticatedUser): Promise<MembershipModel> {
    return this.membership.end(user.id);
  }
}
