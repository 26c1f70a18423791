import { Body, Controller, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { SecondFactorSetup } from '../../core/auth/second-factor-setup.decorator.js';
import { AccountsService, isMfaPending, type Session } from './accounts.service.js';
import {
  ChangePasswordInput,
  EmailInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  SetPasswordInput,
  VerifyEmailInput,
  UpdateAccountInput,
} from './dto/auth.inputs.js';
import { userJson } from './models/user.model.js';
import { clearRefreshCookie, readRefreshCookie } from './session-cookie.js';
import { setSignInCookies } from './sign-in/known-devices.js';
import { SignInLinksService } from './sign-in/sign-in-links.service.js';

const OK = { success: true } as const;

/**
 * The accounts REST paths older callers use (spec section 7), over the same service and guard
 * as GraphQL. Answers `{ token, user }` where a session starts.
 */
@Controller()
export class AuthRestController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly signInLinks: SignInLinksService,
  ) {}

  @Public()
  @Post('auth/login')
  @HttpCode(200)
  async login(@Body() body: LoginInput, @Res({ passthrough: true }) res: Response) {
    const step = await this.accounts.login(body.email, body.password);
    // With a second factor: no session yet; `POST /auth/mfa/verify` finishes the sign-in.
    if (isMfaPending(step)) return { mfa_required: true, mfa_token: step.mfaToken };
    return this.answer(step, res);
  }

  @Public()
  @Post('auth/register')
  @HttpCode(201)
  async register(@Body() body: RegisterInput) {
    // The same answer for new and taken addresses; the client signs in next.
    await this.accounts.register(body);
    return OK;
  }

  @Public()
  @Post('auth/refresh')
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    try {
      return this.answer(await this.accounts.refresh(readRefreshCookie(req)), res);
    } catch (error) {
      clearRefreshCookie(res, this.accounts.secureCookies);
      throw error;
    }
  }

  @Public()
  @Post('auth/logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.accounts.logout(readRefreshCookie(req));
    clearRefreshCookie(res, this.accounts.secureCookies);
    return OK;
  }

  @SecondFactorSetup()
  @Get('auth/me')
  async me(@CurrentUser() user: AuthenticatedUser) {
    return { data: userJson(await this.accounts.me(user.id)) };
  }

  @Public()
  @Post('api/auth/request-reset')
  @HttpCode(200)
  async requestReset(@Body() body: EmailInput) {
    await this.accounts.requestPasswordReset(body.email);
    return OK;
  }

  @Public()
  @Post('api/auth/reset')
  @HttpCode(200)
  async reset(@Body() body: ResetPasswordInput) {
    await this.accounts.resetPassword(body.token, body.newPassword);
    return OK;
  }

  /**
   * The link in the verification mail. A browser is sent on to `/verify-email`, which opens the
   * member area when the person is signed in there, else the sign-in screen.
   */
  @Public()
  @Get('api/auth/verify')
  async verify(
    @Query('token') token: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const wantsHtml = req.accepts(['json', 'html']) === 'html';
    try {
      const user = await this.accounts.verifyEmail(typeof token === 'string' ? token : '');
      if (wantsHtml) return res.redirect(303, '/verify-email?verified=1');
      return res.json({ success: true, user: userJson(user) });
    } catch (error) {
      if (wantsHtml && error instanceof DomainError)
        return res.redirect(303, '/verify-email?verified=0');
      throw error;
    }
  }

  /** "E-mail me a sign-in link": the same answer for every address, rate-limited. */
  @Public()
  @Post('api/auth/sign-in-link')
  @HttpCode(200)
  async requestSignInLink(@Body() body: EmailInput) {
    await this.signInLinks.request(body.email);
    return OK;
  }

  /** The mailed link's token, once: a session on this device, which is known from then on. */
  @Public()
  @Post('api/auth/redeem-sign-in-link')
  @HttpCode(200)
  async redeemSignInLink(
    @Body() body: VerifyEmailInput,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.answer(await this.signInLinks.redeem(body.token), res);
  }

  @Public()
  @Post('api/auth/resend-verification')
  @HttpCode(200)
  async resendVerification(@Body() body: EmailInput) {
    await this.accounts.resendVerification(body.email);
    return OK;
  }

  @Put('api/auth/profile')
  async updateProfile(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateAccountInput) {
    return { data: userJson(await this.accounts.updateAccount(user.id, body)) };
  }

  @Get('api/auth/oauth-status')
  async oauthStatus(@CurrentUser() user: AuthenticatedUser, @Query('provider') provider?: string) {
    const methods = await this.accounts.signInMethods(user.id);
    return {
      providers: methods.providers,
      linked: typeof provider === 'string' ? methods.providers.includes(provider) : undefined,
      has_password: methods.hasPassword,
      email_verified: methods.emailVerified,
    };
  }

  @Post('api/auth/set-password')
  @HttpCode(200)
  async setPassword(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SetPasswordInput,
    @Req() req: Request,
  ) {
    await this.accounts.setPassword(user, body.password, readRefreshCookie(req));
    return OK;
  }

  @Post('api/auth/change-password')
  @HttpCode(200)
  async changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ChangePasswordInput,
    @Req() req: Request,
  ) {
    await this.accounts.changePassword(
      user.id,
      body.currentPassword,
      body.newPassword,
      readRefreshCookie(req),
    );
    return OK;
  }

  // The e-mail endpoints: none sends mail to an address a caller chooses freely.
  /** Same as resend-verification: only to an unverified account, rate-limited, same answer. */
  @Public()
  @Post('api/email/verification')
  @HttpCode(200)
  async emailVerification(@Body() body: EmailInput) {
    return this.resendVerification(body);
  }

  /** Same as request-reset: only to an existing account, rate-limited, same answer. */
  @Public()
  @Post('api/email/password-reset')
  @HttpCode(200)
  async emailPasswordReset(@Body() body: EmailInput) {
    return this.requestReset(body);
  }

  /** Admins only: (re)send the welcome mail to an existing account. */
  @Roles('ADMIN')
  @Post('api/email/welcome')
  @HttpCode(200)
  async emailWelcome(@Body() body: EmailInput) {
    await this.accounts.resendWelcomeMail(body.email);
    return OK;
  }

  private answer(session: Session, res: Response) {
    setSignInCookies(res, session, this.accounts.secureCookies);
    return { token: session.accessToken, user: userJson(session.user) };
  }
}
