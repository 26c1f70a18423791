import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type BookingQuestion, bookingQuestionsProblem, isUuid } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { AuditLogService } from '../audit/index.js';
import { ConsultantsRepository } from './consultants.repository.js';
import type { BookingQuestionInput } from './dto/booking-question.inputs.js';
import type { MyBookingQuestionsModel } from './models/booking-question.model.js';

/**
 * A consultant's extra questions on the booking form: set by an admin, or by the consultant
 * for themselves. Answers already given keep the question as it was asked (stored with them).
 */
@Injectable()
export class BookingQuestionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly consultants: ConsultantsRepository,
    private readonly audit: AuditLogService,
  ) {}

  /** The signed-in consultant's questions; null for anyone without a consultant record. */
  async mine(user: AuthenticatedUser): Promise<MyBookingQuestionsModel | null> {
    const consultant = await this.consultants.byUserId(user.id);
    return consultant
      ? { consultantId: consultant.id, questions: consultant.bookingQuestions }
      : null;
  }

  /** Replaces the consultant's questions (admins, or the consultant themselves). */
  async set(
    user: AuthenticatedUser,
    consultantId: string,
    input: BookingQuestionInput[],
  ): Promise<MyBookingQuestionsModel> {
    const consultant = isUuid(consultantId) ? await this.consultants.byId(consultantId) : null;
    const allowed = consultant && (user.role === 'ADMIN' || consultant.userId === user.id);
    // Another consultant's record is "not found" to a non-admin, as one that does not exist.
    if (!consultant || !allowed) throw new DomainError('CONSULTANT_NOT_FOUND');
    const known = new Set(consultant.bookingQuestions.map((q) => q.id));
    const questions: BookingQuestion[] = input.map((q) => ({
      id: q.id && known.has(q.id) ? q.id : randomUUID(),
      kind: q.kind,
      labelDe: q.labelDe,
      labelEn: q.labelEn,
      required: q.required,
      options: q.kind === 'choice' ? (q.options ?? []).map((o) => o.trim()) : [],
    }));
    const problem = bookingQuestionsProblem(questions);
    if (problem) throw new DomainError(`BOOKING_QUESTIONS_${problem}`);
    await this.dataSource.transaction(async (manager) => {
      await this.consultants.save(manager, { id: consultant.id, bookingQuestions: questions });
      await this.audit.record(
        {
          action: 'consultant.updated',
          target: { type: 'consultant', id: consultant.id },
          before: { bookingQuestions: consultant.bookingQuestions.length },
          after: { bookingQuestions: questions.length },
        },
        manager,
      );
    });
    return { consultantId: consultant.id, questions };
  }
}
