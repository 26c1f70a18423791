import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { ContactService } from './contact.service.js';
import { ContactMessageInput, MarketingWorkshopRegistrationInput } from './dto/contact.inputs.js';

@Controller()
export class ContactRestController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post('api/email/contact')
  @HttpCode(200)
  async send(@Body() body: ContactMessageInput) {
    await this.contact.sendMessage(body);
    return { success: true };
  }

  @Public()
  @Post('api/marketing-workshop/registrations')
  @HttpCode(201)
  async register(
    @Body() body: MarketingWorkshopRegistrationInput,
    @CurrentUser() viewer: AuthenticatedUser | null,
  ) {
    const seat = await this.contact.registerForMarketingWorkshop(body, viewer);
    return {
      success: true,
      // A signed-in member registers with the account: the confirmation names its name and address.
      registration: seat && {
        id: seat.id,
        status: seat.status,
        session_id: seat.sessionId,
        name: seat.name,
        email: seat.email,
      },
    };
  }
}
