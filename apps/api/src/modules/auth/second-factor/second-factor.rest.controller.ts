import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { SecondFactorSetup } from '../../../core/auth/second-factor-setup.decorator.js';
import { AccountsService } from '../accounts.service.js';
import { MfaVerifyBody, TotpCodeInput } from '../dto/second-factor.inputs.js';
import { userJson } from '../models/user.model.js';
import { setRefreshCookie } from '../session-cookie.js';
import { MfaSignInService } from './mfa-sign-in.service.js';
import { TotpService } from './totp.service.js';

/**
 * The second factor over REST, for scripts and tests: the second sign-in step (`/auth/mfa/verify`,
 * beside `/auth/login`) and enrolling an authenticator app.
 */
@Controller()
export class SecondFactorRestController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly mfa: MfaSignInService,
    private readonly totp: TotpService,
  ) {}

  @Public()
  @Post('auth/mfa/verify')
  @HttpCode(200)
  async verify(@Body() body: MfaVerifyBody, @Res({ passthrough: true }) res: Response) {
    const session = await this.mfa.verify(body.mfa_token, { code: body.code });
    setRefreshCookie(res, session.refreshToken, this.accounts.secureCookies);
    return { token: session.accessToken, user: userJson(session.user) };
  }

  @SecondFactorSetup()
  @Post('api/auth/mfa/totp/setup')
  @HttpCode(200)
  async setup(@CurrentUser() caller: AuthenticatedUser) {
    const started = await this.totp.setup(caller);
    return { secret: started.secret, otpauth_url: started.otpauthUrl };
  }

  @SecondFactorSetup()
  @Post('api/auth/mfa/totp/confirm')
  @HttpCode(200)
  async confirm(@CurrentUser() caller: AuthenticatedUser, @Body() body: TotpCodeInput) {
    return { recovery_codes: await this.totp.confirm(caller, body.code) };
  }
}
