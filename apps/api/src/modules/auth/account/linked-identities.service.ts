import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../core/errors/domain-error.js';
import { OAUTH_PROVIDERS, UserIdentity } from '../entities/user-identity.entity.js';
import { User } from '../entities/user.entity.js';
import { label } from '../oauth/provider-label.js';

/**
 * Unlinking a sign-in provider from the caller's own account. The last way to sign in (no
 * password and a single provider) is never removed. The account row is locked, so two
 * unlinks at once cannot each leave the other as "not the last".
 */
@Injectable()
export class LinkedIdentitiesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async unlink(userId: string, providerName: string): Promise<void> {
    const provider = OAUTH_PROVIDERS.find((p) => p === providerName);
    if (!provider) throw new DomainError('IDENTITY_NOT_FOUND');
    await this.dataSource.transaction(async (manager) => {
      const user = await manager
        .getRepository(User)
        .createQueryBuilder('u')
        .setLock('pessimistic_write')
        .where('u.id = :userId', { userId })
        .getOne();
      if (!user || user.status !== 'active') throw new DomainError('UNAUTHENTICATED');
      const identities = await manager.getRepository(UserIdentity).findBy({ userId });
      const linked = identities.filter((identity) => identity.provider === provider);
      if (linked.length === 0) throw new DomainError('IDENTITY_NOT_FOUND');
      const remaining = identities.length - linked.length;
      if (!user.passwordHash && remaining === 0)
        throw new DomainError('LAST_SIGN_IN_METHOD', { params: { provider: label(provider) } });
      await manager.getRepository(UserIdentity).delete({ userId, provider });
    });
  }
}
