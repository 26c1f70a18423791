import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  FEEDBACK_LIMITS,
  type FeedbackDraft,
  feedbackProblems,
  publicFirstName,
  ratingIsPublic,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { Tx } from '../../core/database/sql-repository.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { AuditLogService } from '../audit/index.js';
import { Attendance } from '../checkin/index.js';
import {
  type AttendeeRegistration,
  type AttendeeWorkshop,
  CheckInRoster,
  type CheckInSession,
  WorkshopRatings,
} from '../workshops/index.js';
import { type FeedbackRow, FeedbackRepository } from './feedback.repository.js';
import { RegistrationOpener } from './registration-opener.js';

/** Why a registration may not give feedback (null: it may). */
export type FeedbackRefusal = 'not_attended' | 'cancelled' | null;

export interface FeedbackForm {
  registration: AttendeeRegistration;
  workshop: AttendeeWorkshop;
  session: CheckInSession;
  refusal: FeedbackRefusal;
  given: FeedbackRow | null;
}

export interface FeedbackInput extends FeedbackDraft {
  showPublicly: boolean;
}

export interface RatingFigures {
  count: number;
  overall: number | null;
  content: number | null;
  host: number | null;
}

export interface HostFeedback {
  workshop: AttendeeWorkshop;
  figures: RatingFigures;
  sessions: Array<{ session: CheckInSession; figures: RatingFigures }>;
  answers: FeedbackRow[];
}

const PROBLEM_CODES = {
  required: 'FEEDBACK_OVERALL_REQUIRED',
  stars: 'FEEDBACK_STARS_INVALID',
  tooLong: 'FEEDBACK_COMMENT_TOO_LONG',
} as const;

/** The names of the GraphQL input's fields, for the per-field messages. */
const INPUT_FIELDS = {
  overall: 'overall',
  content: 'contentRating',
  host: 'hostRating',
  comment: 'comment',
} as const;

/**
 * Attendees' feedback on a session. Only from attendees (a check-in or another attendance row
 * of the checkin module), one per registration: sending again replaces the answers. A
 * registration is opened by its member (signed in) or by a link: the feedback link's secret or
 * the guest's own manage link. Each change stores the workshop's rating figures on its row
 * (`WorkshopRatings`), which the listing's cards and the workshop page read.
 */
@Injectable()
export class FeedbackService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rows: FeedbackRepository,
    private readonly workshops: WorkshopRatings,
    private readonly roster: CheckInRoster,
    private readonly attendance: Attendance,
    private readonly opener: RegistrationOpener,
    private readonly audit: AuditLogService,
  ) {}

  /** The registration the caller may open: the member's own, or one a valid link names. */
  open(
    user: AuthenticatedUser | undefined,
    registrationId: string,
    token: string | null | undefined,
  ): Promise<AttendeeRegistration> {
    return this.opener.open(user, registrationId, token);
  }

  async form(
    user: AuthenticatedUser | undefined,
    registrationId: string,
    token: string | null | undefined,
  ): Promise<FeedbackForm> {
    const registration = await this.open(user, registrationId, token);
    const [workshop, session] = await Promise.all([
      this.workshops.workshop(registration.workshopId),
      this.roster.session(registration.sessionId),
    ]);
    if (!workshop || !session) throw new DomainError('FEEDBACK_NOT_FOUND');
    return {
      registration,
      workshop,
      session,
      refusal: await this.refusal(registration),
      given: (await this.rows.ofRegistration(registration.id)) ?? null,
    };
  }

  /** Records (or replaces) the feedback; the workshop's figures follow in the same transaction. */
  async give(
    user: AuthenticatedUser | undefined,
    registrationId: string,
    token: string | null | undefined,
    input: FeedbackInput,
  ): Promise<FeedbackRow> {
    const registration = await this.open(user, registrationId, token);
    const refusal = await this.refusal(registration);
    if (refusal === 'cancelled') throw new DomainError('FEEDBACK_CANCELLED');
    if (refusal === 'not_attended') throw new DomainError('FEEDBACK_NOT_ATTENDED');
    const comment = (input.comment ?? '').trim();
    const problems = feedbackProblems({ ...input, comment });
    const fields = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [
        INPUT_FIELDS[field as keyof typeof INPUT_FIELDS],
        PROBLEM_CODES[problem],
      ]),
    );
    const first = Object.values(fields)[0];
    if (first)
      throw new DomainError(first, {
        fields,
        params: { max: FEEDBACK_LIMITS.commentMaxLength },
      });
    return this.dataSource.transaction(async (tx) => {
      await this.rows.lockWorkshop(tx, registration.workshopId);
      const { row } = await this.rows.upsert(tx, {
        registrationId: registration.id,
        sessionId: registration.sessionId,
        workshopId: registration.workshopId,
        overall: input.overall as number,
        content: input.content ?? null,
        host: input.host ?? null,
        comment,
        showPublicly: input.showPublicly && comment !== '',
        publicName: publicFirstName(registration.name),
      });
      await this.storeFigures(tx, registration.workshopId);
      return row;
    });
  }

  /** The answers and averages of a workshop, per session and over all, for its host and admins. */
  async forHost(user: AuthenticatedUser, workshopId: string): Promise<HostFeedback> {
    const workshop = await this.workshops.workshop(workshopId);
    // Someone else's workshop is "not found", as the workshops module answers beside it on the
    // registrants screen (one query: whichever resolver fails first speaks for the screen).
    if (!workshop || (user.role !== 'ADMIN' && workshop.creatorId !== user.id))
      throw new DomainError('FEEDBACK_WORKSHOP_NOT_FOUND');
    const answers = await this.rows.ofWorkshop(workshop.id);
    const bySession = new Map<string, FeedbackRow[]>();
    for (const answer of answers)
      bySession.set(answer.session_id, [...(bySession.get(answer.session_id) ?? []), answer]);
    const sessions = await Promise.all(
      [...bySession.keys()].map(async (id) => ({
        session: await this.roster.session(id),
        figures: figuresOf(bySession.get(id) ?? []),
      })),
    );
    return {
      workshop,
      figures: figuresOf(answers),
      sessions: sessions
        .filter((s): s is { session: CheckInSession; figures: RatingFigures } => s.session !== null)
        .sort((a, b) => b.session.startsAt.getTime() - a.session.startsAt.getTime()),
      answers,
    };
  }

  /**
   * The comments a workshop page shows: only once the workshop has enough ratings to show its
   * average, only those given for the public and not hidden, with the first name only.
   */
  async publicComments(workshopId: string): Promise<FeedbackRow[]> {
    const workshop = await this.workshops.workshop(workshopId);
    if (!workshop?.openToVisitors) return [];
    const totals = await this.dataSource.transaction((tx) => this.rows.totals(tx, workshop.id));
    if (!ratingIsPublic(totals.count)) return [];
    return this.rows.publicComments(workshop.id, FEEDBACK_LIMITS.publicComments);
  }

  /** An admin hides a comment from the public (or shows it again); the audit log keeps it. */
  async setCommentHidden(id: string, hidden: boolean): Promise<FeedbackRow> {
    const before = await this.rows.byId(id);
    if (!before) throw new DomainError('FEEDBACK_ITEM_NOT_FOUND');
    await this.dataSource.transaction(async (tx) => {
      await this.rows.setCommentHidden(id, hidden ? new Date() : null, tx);
      await this.audit.record(
        {
          action: 'feedback.comment_hidden',
          target: { type: 'session_feedback', id },
          before: { hidden: before.comment_hidden_at !== null, workshop_id: before.workshop_id },
          after: { hidden },
        },
        tx,
      );
    });
    return (await this.rows.byId(id)) as FeedbackRow;
  }

  /** The feedback of these registrations (a member's own, for "My registrations"). */
  ofRegistrations(ids: string[]): Promise<FeedbackRow[]> {
    return this.rows.ofRegistrations(ids);
  }

  /**
   * Deletes these registrations' feedback (an erased account) and brings every workshop's
   * stored figures back in line with the feedback that is left: the registrations may have
   * gone first, taking their feedback along by their foreign key.
   */
  async forget(registrationIds: string[], tx: Tx): Promise<void> {
    await this.rows.deleteOfRegistrations(registrationIds, tx);
    const totals = new Map(
      (await this.rows.totalsByWorkshop(tx)).map((r) => [r.workshop_id, r] as const),
    );
    const stored = await this.workshops.rated(tx);
    const ids = new Set([...totals.keys(), ...stored.map((s) => s.workshopId)]);
    for (const workshopId of ids) {
      const want = totals.get(workshopId) ?? { count: 0, sum: 0 };
      const have = stored.find((s) => s.workshopId === workshopId) ?? { count: 0, sum: 0 };
      if (want.count === have.count && want.sum === have.sum) continue;
      await this.rows.lockWorkshop(tx, workshopId);
      await this.storeFigures(tx, workshopId);
    }
  }

  /** Why this registration may not give feedback; null: it may. */
  async refusal(registration: AttendeeRegistration): Promise<FeedbackRefusal> {
    if (registration.status === 'cancelled') return 'cancelled';
    if (registration.status !== 'confirmed') return 'not_attended';
    return (await this.attendance.attended(registration.id)) ? null : 'not_attended';
  }

  private async storeFigures(tx: Tx, workshopId: string): Promise<void> {
    const totals = await this.rows.totals(tx, workshopId);
    await this.workshops.store(tx, workshopId, totals.count, totals.sum);
  }
}

function average(values: Array<number | null>): number | null {
  const given = values.filter((v): v is number => v !== null);
  if (given.length === 0) return null;
  return Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10;
}

function figuresOf(rows: FeedbackRow[]): RatingFigures {
  return {
    count: rows.length,
    overall: average(rows.map((r) => r.overall)),
    content: average(rows.map((r) => r.content_rating)),
    host: average(rows.map((r) => r.host_rating)),
  };
}
