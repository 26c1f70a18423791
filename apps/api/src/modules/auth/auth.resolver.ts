import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import type { GraphqlContext } from '../../core/auth/get-request.js';
import { Public } from '../../core/auth/public.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { SecondFactorSetup } from '../../core/auth/second-factor-setup.decorator.js';
import { AccountsService, isMfaPending, type Session } from './accounts.service.js';
import { SignInResultModel } from './models/second-factor.model.js';
import { OAuthSignInService } from './oauth/oauth-sign-in.service.js';
import {
  ChangePasswordInput,
  EmailInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  SetPasswordInput,
  UpdateAccountInput,
  VerifyEmailInput,
} from './dto/auth.inputs.js';
import { AuthPayloadModel, SignInMethodsModel } from './models/auth-payload.model.js';
import { UserModel } from './models/user.model.js';
import { clearRefreshCookie, readRefreshCookie } from './session-cookie.js';
import { setSignInCookies } from './sign-in/known-devices.js';
import { SignInLinksService } from './sign-in/sign-in-links.service.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly oauth: OAuthSignInService,
    private readonly signInLinks: SignInLinksService,
  ) {}

  @Public()
  @Query(() => [String], {
    description: 'The sign-in providers that are set up (google, github, microsoft).',
  })
  oauthProviders(): string[] {
    return this.oauth.enabledProviders();
  }

  @Public()
  @Mutation(() => AuthPayloadModel, {
    description: 'Redeems the one-time token of /auth/callback for an access token.',
  })
  async redeemSignInToken(
    @Args('token', { type: () => String }) token: string,
  ): Promise<AuthPayloadModel> {
    if (token.length > 2000) throw new DomainError('INVALID_LINK');
    const { user, session } = await this.oauth.redeemHandoff(token);
    return { token: this.accounts.accessFor(user, session), user: UserModel.from(user) };
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Always true for a valid input, whether or not the address already has an account (its owner is told by mail). Starts no session: sign in next.',
  })
  async register(@Args('input') input: RegisterInput): Promise<boolean> {
    await this.accounts.register(input);
    return true;
  }

  @Public()
  @Mutation(() => SignInResultModel, {
    description: 'A session, or (with a second factor) the mfaToken for `verifySecondFactor`.',
  })
  async login(
    @Args('input') input: LoginInput,
    @Context() ctx: GraphqlContext,
  ): Promise<SignInResultModel> {
    const step = await this.accounts.login(input.email, input.password);
    if (isMfaPending(step))
      return {
        token: null,
        user: null,
        mfaRequired: true,
        mfaToken: step.mfaToken,
        mfaMethods: step.methods,
      };
    return { ...this.answer(step, ctx), mfaRequired: false, mfaToken: null, mfaMethods: [] };
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Emails a one-time sign-in link (15 minutes). Always true, whether or not the address has an account.',
  })
  async requestSignInLink(@Args('input') input: EmailInput): Promise<boolean> {
    await this.signInLinks.request(input.email);
    return true;
  }

  @Public()
  @Mutation(() => AuthPayloadModel, {
    description:
      'Signs in with the token of a mailed sign-in link (once); the device becomes known.',
  })
  async signInWithLink(
    @Args('input') input: VerifyEmailInput,
    @Context() ctx: GraphqlContext,
  ): Promise<AuthPayloadModel> {
    return this.answer(await this.signInLinks.redeem(input.token), ctx);
  }

  @Public()
  @Mutation(() => AuthPayloadModel, {
    description: 'Uses the refresh cookie; answers a new access token.',
  })
  async refreshSession(@Context() ctx: GraphqlContext): Promise<AuthPayloadModel> {
    try {
      return this.answer(await this.accounts.refresh(readRefreshCookie(ctx.req)), ctx);
    } catch (error) {
      clearRefreshCookie(ctx.res, this.accounts.secureCookies);
      throw error;
    }
  }

  @Public()
  @Mutation(() => Boolean)
  async logout(@Context() ctx: GraphqlContext): Promise<boolean> {
    await this.accounts.logout(readRefreshCookie(ctx.req));
    clearRefreshCookie(ctx.res, this.accounts.secureCookies);
    return true;
  }

  @SecondFactorSetup()
  @Query(() => UserModel)
  async me(@CurrentUser() user: AuthenticatedUser): Promise<UserModel> {
    return UserModel.from(await this.accounts.me(user.id));
  }

  @Public()
  @Mutation(() => UserModel)
  async verifyEmail(@Args('input') input: VerifyEmailInput): Promise<UserModel> {
    return UserModel.from(await this.accounts.verifyEmail(input.token));
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Always true, whether or not the address has an account.',
  })
  async resendVerification(@Args('input') input: EmailInput): Promise<boolean> {
    await this.accounts.resendVerification(input.email);
    return true;
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Always true, whether or not the address has an account.',
  })
  async requestPasswordReset(@Args('input') input: EmailInput): Promise<boolean> {
    await this.accounts.requestPasswordReset(input.email);
    return true;
  }

  @Public()
  @Mutation(() => Boolean)
  async resetPassword(@Args('input') input: ResetPasswordInput): Promise<boolean> {
    await this.accounts.resetPassword(input.token, input.newPassword);
    return true;
  }

  @Mutation(() => Boolean)
  async changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: ChangePasswordInput,
    @Context() ctx: GraphqlContext,
  ): Promise<boolean> {
    await this.accounts.changePassword(
      user.id,
      input.currentPassword,
      input.newPassword,
      readRefreshCookie(ctx.req),
    );
    return true;
  }

  @Mutation(() => Boolean)
  async setPassword(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: SetPasswordInput,
    @Context() ctx: GraphqlContext,
  ): Promise<boolean> {
    await this.accounts.setPassword(user, input.password, readRefreshCookie(ctx.req));
    return true;
  }

  @Mutation(() => UserModel)
  async updateAccount(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: UpdateAccountInput,
  ): Promise<UserModel> {
    return UserModel.from(await this.accounts.updateAccount(user.id, input));
  }

  @Query(() => SignInMethodsModel, {
    description: 'Linked providers and password of the signed-in account.',
  })
  oauthStatus(@CurrentUser() user: AuthenticatedUser): Promise<SignInMethodsModel> {
    return this.accounts.signInMethods(user.id);
  }

  private answer(session: Session, ctx: GraphqlContext): AuthPayloadModel {
    setSignInCookies(ctx.res, session, this.accounts.secureCookies);
    return { token: session.accessToken, user: UserModel.from(session.user) };
  }
}
