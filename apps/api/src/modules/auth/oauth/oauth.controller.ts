import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IsString, MaxLength } from 'class-validator';
import { Public } from '../../../core/auth/public.decorator.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { userJson } from '../models/user.model.js';
import { readCookie, setRefreshCookie } from '../session-cookie.js';
import { AccountsService } from '../accounts.service.js';
import { OAuthSignInService } from './oauth-sign-in.service.js';

const FLOW_COOKIE = 'oiv_oauth_flow';
const FLOW_COOKIE_PATH = '/api/auth/oauth';

class HandoffBody {
  @IsString() @MaxLength(2000) token!: string;
}

/**
 * Provider sign-in over browser navigation. Failures end on the sign-in screen with an
 * `error` code, never on a raw error page.
 */
@Controller('api/auth')
export class OAuthController {
  constructor(
    private readonly oauth: OAuthSignInService,
    private readonly accounts: AccountsService,
  ) {}

  @Public()
  @Get('providers')
  providers() {
    return { providers: this.oauth.enabledProviders() };
  }

  /** The sign-in screen's buttons: `state` carries return path, origin and the consent. */
  @Public()
  @Get('oauth/:provider')
  async start(
    @Param('provider') provider: string,
    @Query('state') state: string | undefined,
    @Res() res: Response,
  ) {
    try {
      const { url, flowCookie } = await this.oauth.start(
        provider,
        typeof state === 'string' ? state : undefined,
      );
      res.cookie(FLOW_COOKIE, flowCookie, {
        httpOnly: true,
        secure: this.accounts.secureCookies,
        // Lax: the provider sends the browser back with a top-level GET from its own site.
        sameSite: 'lax',
        path: FLOW_COOKIE_PATH,
        maxAge: 10 * 60_000,
      });
      res.redirect(302, url);
    } catch (error) {
      this.failed(res, error);
    }
  }

  @Public()
  @Get('oauth/:provider/callback')
  async callback(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response) {
    res.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
    try {
      const callbackUrl = new URL(req.originalUrl, this.accounts.publicUrl);
      const done = await this.oauth.finish(provider, callbackUrl, readCookie(req, FLOW_COOKIE));
      if ('mfaToken' in done) {
        const step = new URLSearchParams({ mfa_token: done.mfaToken, next: done.returnPath });
        return res.redirect(302, `/auth/login?${step.toString()}`);
      }
      setRefreshCookie(res, done.session.refreshToken, this.accounts.secureCookies);
      const target = new URLSearchParams({ token: done.handoffToken, next: done.returnPath });
      res.redirect(302, `/auth/callback?${target.toString()}`);
    } catch (error) {
      this.failed(res, error);
    }
  }

  /** The home modal's buttons: consent is asked on the sign-in screen first. */
  @Public()
  @Get(':provider')
  homeModal(@Param('provider') provider: string, @Res() res: Response) {
    if (!['google', 'github', 'microsoft'].includes(provider)) throw new DomainError('NOT_FOUND');
    res.redirect(302, `/auth/login?provider=${provider}`);
  }

  /** Redeems the one-time token of `/auth/callback` for an access token (REST). */
  @Public()
  @Post('oauth-callback')
  @HttpCode(200)
  async redeem(@Body() body: HandoffBody) {
    const { user, session } = await this.oauth.redeemHandoff(body.token);
    return { token: this.accounts.accessFor(user, session), user: userJson(user) };
  }

  private failed(res: Response, error: unknown): void {
    if (!(error instanceof DomainError)) throw error;
    res.redirect(302, `/auth/login?error=${error.code.toLowerCase()}`);
  }
}
