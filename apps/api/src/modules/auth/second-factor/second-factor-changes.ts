import { mailLink, PATHS } from '@platform/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuditAction } from '@platform/domain';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { AuditLogService } from '../../audit/index.js';
import { MailOutbox } from '../../mail/index.js';
import type { User } from '../entities/user.entity.js';
import { type SecondFactorChange, secondFactorChangedMail } from './second-factor-mails.js';

/**
 * The one place every change of an account's second factors passes through, inside the
 * transaction that makes it: the owner is told by mail (queued in the same transaction) and the
 * audit log records it (the owner sees it under "Security events").
 */
const CHANGE_ACTIONS: Record<SecondFactorChange, AuditAction> = {
  totp_added: 'auth.mfa_enrolled',
  passkey_added: 'auth.mfa_enrolled',
  totp_removed: 'auth.mfa_removed',
  passkey_removed: 'auth.mfa_removed',
  passkey_renamed: 'auth.mfa_renamed',
};

@Injectable()
export class SecondFactorChanges {
  private readonly logger = new Logger('SecondFactors');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogService,
  ) {}

  async record(
    manager: EntityManager,
    user: User,
    change: SecondFactorChange,
    detail = '',
  ): Promise<void> {
    this.logger.log({ userId: user.id, change }, 'second factor changed');
    const method = change.startsWith('totp') ? 'totp' : 'passkey';
    await this.audit.record(
      {
        action: CHANGE_ACTIONS[change],
        actor: { id: user.id, email: user.email },
        target: { type: 'user', id: user.id },
        subjectUserId: user.id,
        after: { method, change, ...(detail ? { name: detail.slice(0, 60) } : {}) },
      },
      manager,
    );
    await this.outbox.enqueue(
      secondFactorChangedMail(
        user.locale,
        user.email,
        user.name,
        change,
        detail,
        mailLink(this.config.publicUrl, PATHS.memberArea, { query: { tab: 'account' } }),
      ),
      { key: `second-factor:${user.id}:${change}:${Date.now()}:${Math.random()}`, manager },
    );
  }
}
