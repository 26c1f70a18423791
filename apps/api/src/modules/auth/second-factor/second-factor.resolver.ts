import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import type { GraphqlContext } from '../../../core/auth/get-request.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { SecondFactorSetup } from '../../../core/auth/second-factor-setup.decorator.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { AccountsService, type Session } from '../accounts.service.js';
import {
  AddPasskeyInput,
  MfaTokenInput,
  PasskeyAnswerInput,
  RemovePasskeyInput,
  RenamePasskeyInput,
  SecondFactorProofInput,
  TotpCodeInput,
  VerifySecondFactorInput,
} from '../dto/second-factor.inputs.js';
import { AuthPayloadModel } from '../models/auth-payload.model.js';
import {
  PasskeyCeremonyModel,
  PasskeyModel,
  SecondFactorsModel,
  TotpSetupModel,
} from '../models/second-factor.model.js';
import { UserModel } from '../models/user.model.js';
import { setSignInCookies } from '../sign-in/known-devices.js';
import { MfaSignInService } from './mfa-sign-in.service.js';
import { PasskeysService } from './passkeys.service.js';
import { SecondFactorsService } from './second-factors.service.js';
import { TotpService } from './totp.service.js';

/** Second factors over GraphQL: the second sign-in step, passkey sign-in, and managing them. */
@Resolver(() => UserModel)
export class SecondFactorResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly mfa: MfaSignInService,
    private readonly factors: SecondFactorsService,
    private readonly totp: TotpService,
    private readonly passkeys: PasskeysService,
  ) {}

  @ResolveField(() => Boolean, {
    description: 'An admin who must enrol a second factor before anything else.',
  })
  async secondFactorRequired(@Parent() user: UserModel): Promise<boolean> {
    return this.mustEnrol(user.id, user.role);
  }

  @Public()
  @Mutation(() => AuthPayloadModel, {
    description:
      'The second sign-in step: the mfaToken with an app code, a recovery code or a passkey answer.',
  })
  async verifySecondFactor(
    @Args('input') input: VerifySecondFactorInput,
    @Context() ctx: GraphqlContext,
  ): Promise<AuthPayloadModel> {
    return this.answer(await this.mfa.verify(input.mfaToken, input), ctx);
  }

  @Public()
  @Mutation(() => String, { description: 'WebAuthn options for a passkey as the second step.' })
  secondFactorPasskeyOptions(@Args('input') input: MfaTokenInput): Promise<string> {
    return this.mfa.passkeyOptions(input.mfaToken);
  }

  @Public()
  @Mutation(() => PasskeyCeremonyModel, { description: 'Starts a sign-in with a passkey alone.' })
  passkeySignInOptions(): Promise<PasskeyCeremonyModel> {
    return this.mfa.passkeyOptionsForSignIn();
  }

  @Public()
  @Mutation(() => AuthPayloadModel)
  async signInWithPasskey(
    @Args('input') input: PasskeyAnswerInput,
    @Context() ctx: GraphqlContext,
  ): Promise<AuthPayloadModel> {
    return this.answer(await this.mfa.signInWithPasskey(input.challengeToken, input.response), ctx);
  }

  @SecondFactorSetup()
  @Query(() => SecondFactorsModel, { description: 'The caller’s second factors.' })
  async secondFactors(@CurrentUser() caller: AuthenticatedUser): Promise<SecondFactorsModel> {
    const overview = await this.factors.overview(caller.id);
    const user = await this.accounts.me(caller.id);
    return {
      totpEnabled: overview.totpEnabled,
      recoveryCodesLeft: overview.recoveryCodesLeft,
      passkeys: overview.passkeys.map((p) => PasskeyModel.from(p)),
      required: await this.mustEnrol(user.id, user.role),
    };
  }

  @SecondFactorSetup()
  @Mutation(() => TotpSetupModel, { description: 'Starts setting up an authenticator app.' })
  startTotpSetup(@CurrentUser() caller: AuthenticatedUser): Promise<TotpSetupModel> {
    return this.totp.setup(caller);
  }

  @SecondFactorSetup()
  @Mutation(() => [String], {
    description:
      'Confirms the app with its first code; answers the 10 recovery codes (shown once).',
  })
  confirmTotpSetup(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input') input: TotpCodeInput,
  ): Promise<string[]> {
    return this.totp.confirm(caller, input.code);
  }

  @Mutation(() => Boolean, {
    description: 'Removes the authenticator app (recent sign-in and a second factor).',
  })
  async removeTotp(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('proof') proof: SecondFactorProofInput,
  ): Promise<boolean> {
    await this.factors.removeTotp(caller, proof);
    return true;
  }

  @SecondFactorSetup()
  @Mutation(() => PasskeyCeremonyModel, { description: 'Starts adding a passkey.' })
  passkeyRegistrationOptions(
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<PasskeyCeremonyModel> {
    return this.passkeys.registrationOptions(caller);
  }

  @SecondFactorSetup()
  @Mutation(() => PasskeyModel)
  async addPasskey(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input') input: AddPasskeyInput,
  ): Promise<PasskeyModel> {
    return PasskeyModel.from(
      await this.passkeys.register(caller, input.challengeToken, input.response, input.name),
    );
  }

  @Mutation(() => PasskeyModel)
  async renamePasskey(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input') input: RenamePasskeyInput,
  ): Promise<PasskeyModel> {
    return PasskeyModel.from(await this.passkeys.rename(caller.id, input.id, input.name));
  }

  @Mutation(() => PasskeyCeremonyModel, {
    description: 'A passkey challenge to confirm removing a second factor with.',
  })
  secondFactorProofOptions(
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<PasskeyCeremonyModel> {
    return this.factors.proofOptions(caller);
  }

  @Mutation(() => Boolean, {
    description: 'Removes a passkey (recent sign-in and a second factor).',
  })
  async removePasskey(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input') input: RemovePasskeyInput,
  ): Promise<boolean> {
    await this.factors.removePasskey(caller, input.id, input.proof);
    return true;
  }

  private async mustEnrol(userId: string, role: string): Promise<boolean> {
    if (role !== 'ADMIN' || this.config.adminMfa !== 'required') return false;
    return (await this.factors.methods(userId)).length === 0;
  }

  private answer(session: Session, ctx: GraphqlContext): AuthPayloadModel {
    setSignInCookies(ctx.res, session, this.accounts.secureCookies);
    return { token: session.accessToken, user: UserModel.from(session.user) };
  }
}
