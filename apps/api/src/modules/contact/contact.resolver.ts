import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { ContactService } from './contact.service.js';
import { ContactMessageInput, MarketingWorkshopRegistrationInput } from './dto/contact.inputs.js';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Mutation(() => Boolean)
  async sendContactMessage(@Args('input') input: ContactMessageInput): Promise<boolean> {
    await this.contact.sendMessage(input);
    return true;
  }

  @Public()
  @Mutation(() => Boolean)
  async registerForMarketingWorkshop(
    @Args('input') input: MarketingWorkshopRegistrationInput,
    @CurrentUser() viewer: AuthenticatedUser | null,
  ): Promise<boolean> {
    await this.contact.registerForMarketingWorkshop(input, viewer);
    return true;
  }
}
