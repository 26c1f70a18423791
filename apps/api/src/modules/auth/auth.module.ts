import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsService } from './accounts.service.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AuthRestController } from './auth.rest.controller.js';
import { OAuthController } from './oauth/oauth.controller.js';
import { OAuthSignInService } from './oauth/oauth-sign-in.service.js';
import { AuthResolver } from './auth.resolver.js';
import { EmailToken } from './entities/email-token.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { UserIdentity } from './entities/user-identity.entity.js';
import { User } from './entities/user.entity.js';
import { EmailTokensService } from './tokens/email-tokens.service.js';
import { RefreshTokensService } from './tokens/refresh-tokens.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserIdentity, RefreshToken, EmailToken])],
  // AuthRestController first: its fixed /api/auth paths must win over `/api/auth/:provider`.
  controllers: [AuthRestController, OAuthController],
  providers: [
    AdminBootstrapService,
    AccountsService,
    RefreshTokensService,
    EmailTokensService,
    AuthResolver,
    OAuthSignInService,
  ],
  exports: [AdminBootstrapService, AccountsService],
})
export class AuthModule {}
