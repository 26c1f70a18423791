import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { SecondFactorSetup } from '../../../core/auth/second-factor-setup.decorator.js';
import { AccountsService } from '../accounts.service.js';
import {
  MfaTokenBody,
  MfaVerifyBody,
  PasskeySignInBody,
  TotpCodeInput,
} from '../dto/second-factor.inputs.js';
import type { Session } from '../accounts.service.js';
import { userJson } from '../models/user.model.js';
import { setSignInCookies } from '../sign-in/known-devices.js';
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
    const proof = { code: body.code, passkeyResponse: body.passkey_response };
    return this.answer(await this.mfa.verify(body.mfa_token, proof), res);
  }

  /** WebAuthn options for a passkey as the second step (the browser's sign-in screen). */
  @Public()
  @Post('auth/mfa/passkey-options')
  @HttpCode(200)
  async mfaPasskeyOptions(@Body() body: MfaTokenBody) {
    return { options: JSON.parse(await this.mfa.passkeyOptions(body.mfa_token)) as unknown };
  }

  /** Signing in with a passkey alone: options first, then the answer. */
  @Public()
  @Post('auth/passkey/options')
  @HttpCode(200)
  async passkeyOptions() {
    const ceremony = await this.mfa.passkeyOptionsForSignIn();
    return {
      challenge_token: ceremony.challengeToken,
      options: JSON.parse(ceremony.optionsJson) as unknown,
    };
  }

  @Public()
  @Post('auth/passkey/verify')
  @HttpCode(200)
  async passkeySignIn(@Body() body: PasskeySignInBody, @Res({ passthrough: true }) res: Response) {
    return this.answer(await this.mfa.signInWithPasskey(body.challenge_token, body.response), res);
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

  private answer(session: Session, res: Response) {
    setSignInCookies(res, session, this.accounts.secureCookies);
    return { token: session.accessToken, user: userJson(session.user) };
  }
}
