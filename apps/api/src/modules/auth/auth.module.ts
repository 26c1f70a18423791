import { AccountMailRequestsTask } from './account-mail-requests.task.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountSessionsRepository } from './account/account-sessions.repository.js';
import { AccountSessionsService } from './account/account-sessions.service.js';
import { EmailChangesRepository } from './account/email-changes.repository.js';
import { LinkedIdentitiesRepository } from './account/linked-identities.repository.js';
import { EmailTokensRepository } from './tokens/email-tokens.repository.js';
import { LiveSessionsRepository } from './tokens/live-sessions.repository.js';
import { AccountSettingsResolver } from './account/account-settings.resolver.js';
import { EmailChangeController } from './account/email-change.controller.js';
import { EmailChangeService } from './account/email-change.service.js';
import { LinkedIdentitiesService } from './account/linked-identities.service.js';
import { AccountsService } from './accounts.service.js';
import { AdminBootstrapRepository } from './admin-bootstrap.repository.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { MfaChallengesRepository } from './second-factor/mfa-challenges.repository.js';
import { AuthRestController } from './auth.rest.controller.js';
import { OAuthController } from './oauth/oauth.controller.js';
import { OAuthSignInService } from './oauth/oauth-sign-in.service.js';
import { AuthResolver } from './auth.resolver.js';
import { EmailChangeRequest } from './entities/email-change.entity.js';
import { EmailToken } from './entities/email-token.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { UserIdentity } from './entities/user-identity.entity.js';
import { User } from './entities/user.entity.js';
import { EmailTokensService } from './tokens/email-tokens.service.js';
import { SignInBackoff } from './sign-in-backoff.js';
import { KnownDevices } from './sign-in/known-devices.js';
import { SignInLinksService } from './sign-in/sign-in-links.service.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';
import { LiveSessionsService } from './tokens/live-sessions.service.js';
import { RefreshTokensRepository } from './tokens/refresh-tokens.repository.js';
import { RefreshTokensService } from './tokens/refresh-tokens.service.js';
import { SESSION_CHECK } from '../../core/auth/session-check.js';
import { RetentionModule } from '../retention/index.js';
import { AuthRetention } from './auth-retention.js';
import { MfaChallenge } from './entities/mfa-challenge.entity.js';
import { Passkey } from './entities/passkey.entity.js';
import { RecoveryCode } from './entities/recovery-code.entity.js';
import { TotpFactor } from './entities/totp-factor.entity.js';
import { MfaChallengesService } from './second-factor/mfa-challenges.service.js';
import { MfaSignInService } from './second-factor/mfa-sign-in.service.js';
import { PasskeysRepository } from './second-factor/passkeys.repository.js';
import { PasskeysService } from './second-factor/passkeys.service.js';
import { SecondFactorChanges } from './second-factor/second-factor-changes.js';
import { SecondFactorResolver } from './second-factor/second-factor.resolver.js';
import { SecondFactorRestController } from './second-factor/second-factor.rest.controller.js';
import { SecondFactorsService } from './second-factor/second-factors.service.js';
import { TotpRepository } from './second-factor/totp.repository.js';
import { TotpService } from './second-factor/totp.service.js';
import './auth.errors.js'; // registers this module's error codes

@Module({
  imports: [
    TypeOrmModule.forFeature([
      User,
      UserIdentity,
      RefreshToken,
      EmailToken,
      EmailChangeRequest,
      TotpFactor,
      RecoveryCode,
      Passkey,
      MfaChallenge,
    ]),
    RetentionModule,
  ],
  // AuthRestController first: its fixed /api/auth paths must win over `/api/auth/:provider`.
  controllers: [
    AuthRestController,
    SecondFactorRestController,
    EmailChangeController,
    OAuthController,
  ],
  providers: [
    AccountSessionsRepository,
    RefreshTokensRepository,
    PasskeysRepository,
    TotpRepository,
    UsersRepository,
    AdminBootstrapRepository,
    MfaChallengesRepository,
    EmailChangesRepository,
    EmailTokensRepository,
    LinkedIdentitiesRepository,
    LiveSessionsRepository,
    AdminBootstrapService,
    AccountsService,
    AccountMailRequestsTask,
    RefreshTokensService,
    EmailTokensService,
    LiveSessionsService,
    SignInBackoff,
    KnownDevices,
    SignInLinksService,
    // The global guard asks this on every signed-in request.
    { provide: SESSION_CHECK, useExisting: LiveSessionsService },
    AuthResolver,
    OAuthSignInService,
    AccountSessionsService,
    LinkedIdentitiesService,
    EmailChangeService,
    AccountSettingsResolver,
    UsersService,
    AuthRetention,
    MfaChallengesService,
    SecondFactorChanges,
    TotpService,
    PasskeysService,
    SecondFactorsService,
    MfaSignInService,
    SecondFactorResolver,
  ],
  exports: [AdminBootstrapService, AccountsService, UsersService],
})
export class AuthModule {}
