import { Injectable } from '@nestjs/common';
import { isUuid } from '@platform/domain';
import type { LiveSession, SessionCheck } from '../../../core/auth/session-check.js';
import { LiveSessionsRepository } from './live-sessions.repository.js';

/**
 * The guard's question on every signed-in request, answered with one indexed read: is the
 * account active, is the session (refresh-token family) not revoked, and what are the
 * account's role and details now. Reading it from PostgreSQL (no cache) means a logout,
 * password change or reset, deletion, disabling or demotion ends old access tokens at once on
 * every instance.
 */
@Injectable()
export class LiveSessionsService implements SessionCheck {
  constructor(private readonly sessions: LiveSessionsRepository) {}

  async liveSession(userId: string, sessionId: string): Promise<LiveSession | undefined> {
    if (!isUuid(userId) || !isUuid(sessionId)) return undefined;
    const row = await this.sessions.find(userId, sessionId);
    return (
      row && {
        email: row.email,
        name: row.name,
        role: row.role,
        tenantId: row.tenant_id,
        secondFactor: row.second_factor,
        emailVerified: row.email_verified,
      }
    );
  }
}
