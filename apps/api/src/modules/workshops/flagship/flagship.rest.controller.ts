import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { MarketingWorkshopRegistrationInput } from './dto/flagship-sign-up.input.js';
import { FlagshipSignUpService } from './flagship-sign-up.service.js';

@Controller()
export class FlagshipRestController {
  constructor(private readonly flagship: FlagshipSignUpService) {}

  @Public()
  @Post('api/marketing-workshop/registrations')
  @HttpCode(201)
  async register(
    @Body() body: MarketingWorkshopRegistrationInput,
    @CurrentUser() viewer: AuthenticatedUser | null,
  ) {
    const seat = await this.flagship.signUp(body, viewer);
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
