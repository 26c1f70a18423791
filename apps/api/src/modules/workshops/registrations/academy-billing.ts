import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainError } from '../../../core/errors/domain-error.js';
import { BillingDeadlines } from '../../billing/index.js';
import { SeatRegistrations } from '../../billing/index.js';
import { BilledSessions } from '../../billing/index.js';
import { SessionSeatsService } from '../sessions/session-seats.service.js';
import { ConfirmedSeatsService } from './confirmed-seats.service.js';
import { RegistrationCancellations } from './registration-cancellations.service.js';

const OVERDUE_REASON = 'Zahlungsfrist abgelaufen / payment deadline passed';

/**
 * Billing's seam into the Academy: an unpaid seat past its deadline is released, and billing
 * learns which seats are confirmed and what the sessions are called.
 */
@Injectable()
export class AcademyBilling implements OnModuleInit {
  constructor(
    private readonly deadlines: BillingDeadlines,
    private readonly cancellations: RegistrationCancellations,
    private readonly seats: SeatRegistrations,
    private readonly confirmedSeats: ConfirmedSeatsService,
    private readonly billedSessions: BilledSessions,
    private readonly sessions: SessionSeatsService,
  ) {}

  onModuleInit(): void {
    this.seats.supply(this.confirmedSeats);
    this.billedSessions.supply({
      sessionsByIds: (ids) => this.sessions.factsByIds(ids),
      workshopsByIds: (ids) => this.sessions.workshopFactsByIds(ids),
      sessionsOfCreator: (creatorId, limit) => this.sessions.ofCreator(creatorId, limit),
    });
    this.deadlines.onOverdue(async (registrationId, now) => {
      try {
        await this.cancellations.cancel(
          registrationId,
          { system: 'payment-overdue' },
          OVERDUE_REASON,
          now,
        );
        return true;
      } catch (error) {
        if (
          error instanceof DomainError &&
          (error.code === 'REGISTRATION_NOT_FOUND' ||
            error.code === 'REGISTRATION_ALREADY_CANCELLED')
        )
          return false;
        throw error;
      }
    });
  }
}
