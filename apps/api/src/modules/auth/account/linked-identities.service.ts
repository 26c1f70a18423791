import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../core/errors/domain-error.js';
import { OAUTH_PROVIDERS } from '../entities/user-identity.entity.js';
import { label } from '../oauth/provider-label.js';
import { LinkedIdentitiesRepository } from './linked-identities.repository.js';

/**
 * Unlinking a sign-in provider from the caller's own account. The last way to sign in (no
 * password and a single provider) is never removed. The account row is locked, so two
 * unlinks at once cannot each leave the other as "not the last".
 */
@Injectable()
export class LinkedIdentitiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identities: LinkedIdentitiesRepository,
  ) {}

  async unlink(userId: string, providerName: string): Promise<void> {
    const provider = OAUTH_PROVIDERS.find((p) => p === providerName);
    if (!provider) throw new DomainError('IDENTITY_NOT_FOUND');
    await this.dataSource.transaction(async (manager) => {
      const account = await this.identities.lockSignInMethods(userId, manager);
      if (!account || account.status !== 'active') throw new DomainError('UNAUTHENTICATED');
      const linked = account.providers.filter((p) => p === provider);
      if (linked.length === 0) throw new DomainError('IDENTITY_NOT_FOUND');
      const remaining = account.providers.length - linked.length;
      if (!account.has_password && remaining === 0)
        throw new DomainError('LAST_SIGN_IN_METHOD', { params: { provider: label(provider) } });
      await this.identities.unlink(userId, provider, manager);
    });
  }
}
