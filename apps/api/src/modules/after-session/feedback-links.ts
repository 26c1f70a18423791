import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PATHS } from '@platform/domain';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';

/**
 * The secret of a registration's feedback link: derived from the server secret and the
 * registration (nothing stored, issued again any time), so a guest without an account can give
 * feedback from the follow-up mail and a member's mail link works without signing in.
 */
export function feedbackToken(secret: string, registrationId: string): string {
  return createHmac('sha256', secret)
    .update(`session-feedback:${registrationId}`)
    .digest('base64url');
}

/** The feedback page's path (with its secret) for a registration: `/bewertung?registration=…&token=…`. */
export function feedbackPath(secret: string, registrationId: string): string {
  const query = new URLSearchParams({
    registration: registrationId,
    token: feedbackToken(secret, registrationId),
  });
  return `${PATHS.feedback}?${query.toString()}`;
}

/** Feedback links for other modules (the follow-up mail): `path(registrationId)`. */
@Injectable()
export class FeedbackLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The feedback page's path for this registration (prefix the public URL for a mail). */
  path(registrationId: string): string {
    return feedbackPath(this.config.jwtSecret, registrationId);
  }

  /**
   * A material file's download path that works from a mail without signing in (the
   * registration's link secret); the download is still checked against the registration.
   */
  materialPath(materialId: string, registrationId: string): string {
    const query = new URLSearchParams({
      registration: registrationId,
      token: feedbackToken(this.config.jwtSecret, registrationId),
    });
    return `/api/materials/${materialId}/download?${query.toString()}`;
  }

  matches(registrationId: string, token: string): boolean {
    const expected = Buffer.from(feedbackToken(this.config.jwtSecret, registrationId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
