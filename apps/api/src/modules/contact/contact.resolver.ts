import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../core/auth/public.decorator.js';
import { ContactService } from './contact.service.js';
import { ContactMessageInput } from './dto/contact.inputs.js';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Mutation(() => Boolean)
  async sendContactMessage(@Args('input') input: ContactMessageInput): Promise<boolean> {
    await this.contact.sendMessage(input);
    return true;
  }
}
