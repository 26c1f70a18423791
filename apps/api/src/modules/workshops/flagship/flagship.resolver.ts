import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { MarketingWorkshopRegistrationInput } from './dto/flagship-sign-up.input.js';
import { FlagshipSignUpService } from './flagship-sign-up.service.js';

@Resolver()
export class FlagshipResolver {
  constructor(private readonly flagship: FlagshipSignUpService) {}

  @Public()
  @Mutation(() => Boolean)
  async registerForMarketingWorkshop(
    @Args('input') input: MarketingWorkshopRegistrationInput,
    @CurrentUser() viewer: AuthenticatedUser | null,
  ): Promise<boolean> {
    await this.flagship.signUp(input, viewer);
    return true;
  }
}
