import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import type { GraphqlContext } from '../../../core/auth/get-request.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { AccountsService } from '../accounts.service.js';
import {
  EndSessionInput,
  RequestEmailChangeInput,
  UnlinkProviderInput,
} from '../dto/account-settings.inputs.js';
import { VerifyEmailInput } from '../dto/auth.inputs.js';
import { AccountSessionModel } from '../models/account-session.model.js';
import { SignInMethodsModel } from '../models/auth-payload.model.js';
import { UserModel } from '../models/user.model.js';
import { readRefreshCookie } from '../session-cookie.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { EmailChangeService } from './email-change.service.js';
import { LinkedIdentitiesService } from './linked-identities.service.js';

/** The member's account settings: sessions, linked providers, e-mail address. */
@Resolver()
export class AccountSettingsResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: AccountSessionsService,
    private readonly identities: LinkedIdentitiesService,
    private readonly emailChange: EmailChangeService,
  ) {}

  @Query(() => [AccountSessionModel], { description: 'The caller’s active sign-in sessions.' })
  accountSessions(
    @CurrentUser() user: AuthenticatedUser,
    @Context() ctx: GraphqlContext,
  ): Promise<AccountSessionModel[]> {
    return this.sessions.list(user.id, readRefreshCookie(ctx.req));
  }

  @Mutation(() => Boolean, { description: 'Ends one of the caller’s own sessions.' })
  async endAccountSession(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: EndSessionInput,
  ): Promise<boolean> {
    await this.sessions.end(user.id, input.id);
    return true;
  }

  @Mutation(() => Int, {
    description: 'Ends every session of the caller but this one; answers how many ended.',
  })
  endOtherAccountSessions(
    @CurrentUser() user: AuthenticatedUser,
    @Context() ctx: GraphqlContext,
  ): Promise<number> {
    return this.sessions.endOthers(user.id, readRefreshCookie(ctx.req));
  }

  @Mutation(() => SignInMethodsModel, {
    description: 'Unlinks a provider; refused when it is the last way to sign in.',
  })
  async unlinkSignInProvider(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: UnlinkProviderInput,
  ): Promise<SignInMethodsModel> {
    await this.identities.unlink(user.id, input.provider);
    return this.accounts.signInMethods(user.id);
  }

  @Query(() => String, {
    nullable: true,
    description: 'A new email address that still waits for its confirmation link.',
  })
  pendingEmailChange(@CurrentUser() user: AuthenticatedUser): Promise<string | null> {
    return this.emailChange.pending(user.id);
  }

  @Mutation(() => Boolean, {
    description:
      'Mails a confirmation link to the new address. The same answer whether or not the address is taken.',
  })
  async requestEmailChange(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: RequestEmailChangeInput,
  ): Promise<boolean> {
    await this.emailChange.request(user, input.newEmail, input.currentPassword);
    return true;
  }

  @Public()
  @Mutation(() => UserModel, { description: 'The link from the address-change mail.' })
  async confirmEmailChange(@Args('input') input: VerifyEmailInput): Promise<UserModel> {
    return UserModel.from(await this.emailChange.confirm(input.token));
  }
}
