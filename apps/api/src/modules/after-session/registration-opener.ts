import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { type AttendeeRegistration, WorkshopRatings } from '../workshops/index.js';
import { FeedbackLinks } from './feedback-links.js';

/**
 * Which registration a caller may open for feedback and materials: a member's own (signed in),
 * or the one a link names with its secret (the feedback link's, or the guest's manage link's).
 */
@Injectable()
export class RegistrationOpener {
  constructor(
    private readonly workshops: WorkshopRatings,
    private readonly links: FeedbackLinks,
  ) {}

  /** The registration, or FEEDBACK_NOT_FOUND (the same answer for "none" and "not yours"). */
  async open(
    user: AuthenticatedUser | undefined,
    registrationId: string,
    token: string | null | undefined,
  ): Promise<AttendeeRegistration> {
    if (token) {
      const registration = await this.workshops.registration(registrationId);
      if (registration && this.links.matches(registration.id, token)) return registration;
      const guest = await this.workshops.registrationOfGuest(registrationId, token);
      if (guest) return guest;
    } else if (user) {
      const own = await this.workshops.registrationOfMember(registrationId, user.id);
      if (own) return own;
    }
    throw new DomainError('FEEDBACK_NOT_FOUND');
  }
}
