import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEVICE_TOKEN_LIMITS, DEVICE_TOKEN_PREFIX, isUuid } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { DeviceTokenCheck } from '../../core/auth/device-token.js';
import { Clock } from '../../core/clock/clock.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { hashSecret, newSecret, UsersService } from '../auth/index.js';
import { CheckinService } from './checkin.service.js';
import { type DeviceTokenRow, DeviceTokensRepository } from './device-tokens.repository.js';

/**
 * Long-lived check-in device tokens for scanner apps. A host or helper creates one from the
 * check-in screen of a session they may check in at; it is shown once (only its SHA-256 is
 * kept) and afterwards works for `POST /api/check-in/{sessionId}` only, at the sessions its
 * owner may check in at then (host of the workshop or named helper; never with admin rights).
 * Every other route ignores it (it is no sign-in token, so they answer 401).
 */
@Injectable()
export class DeviceTokensService implements DeviceTokenCheck {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: DeviceTokensRepository,
    private readonly checkin: CheckinService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async create(
    user: AuthenticatedUser,
    sessionId: string,
    name: string,
  ): Promise<{ token: string; row: DeviceTokenRow }> {
    await this.checkin.access(user, sessionId);
    const clean = name.trim();
    if (!clean || clean.length > DEVICE_TOKEN_LIMITS.nameMaxLength)
      throw new DomainError('CHECKIN_DEVICE_TOKEN_NAME_INVALID');
    const token = `${DEVICE_TOKEN_PREFIX}${newSecret()}`;
    const row = await this.dataSource.transaction((tx) =>
      this.tokens.insertWithin(
        tx,
        user.id,
        clean,
        hashSecret(token),
        DEVICE_TOKEN_LIMITS.perPerson,
      ),
    );
    if (!row) throw new DomainError('CHECKIN_TOO_MANY_DEVICE_TOKENS');
    return { token, row };
  }

  list(user: AuthenticatedUser): Promise<DeviceTokenRow[]> {
    return this.tokens.ofUser(user.id);
  }

  async revoke(user: AuthenticatedUser, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.tokens.revoke(user.id, id, this.clock.now())))
      throw new DomainError('CHECKIN_DEVICE_TOKEN_NOT_FOUND');
  }

  /**
   * The person a live device token acts for (with the rights of a member: host or helper), or
   * null for anything else (unknown, revoked, the owner's account no longer active).
   */
  async caller(bearer: string | undefined): Promise<AuthenticatedUser | null> {
    if (!bearer?.startsWith(DEVICE_TOKEN_PREFIX)) return null;
    const row = await this.tokens.useLive(hashSecret(bearer), this.clock.now());
    if (!row) return null;
    const owner = await this.users.activeFacts(row.user_id);
    if (!owner) return null;
    return {
      id: owner.id,
      email: owner.email,
      name: owner.name,
      role: 'CLIENT',
      tenantId: 1,
      emailVerified: owner.emailVerifiedAt !== null,
    };
  }
}
