import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canMoveProjectRequest,
  checkProjectRequest,
  isMultiLineText,
  isOneOf,
  mailLink,
  PATHS,
  PROJECT_REQUEST_LIMITS,
  PROJECT_REQUEST_STATUSES,
  PROJECT_REQUEST_TRANSITIONS,
  type ProjectRequestStatus,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import type { Tx } from '../../core/database/sql-repository.js';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { Clock } from '../../core/clock/clock.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { requestContext } from '../../core/context/request-context.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { honeypotFilled } from '../../core/validation/honeypot.js';
import { MailOutbox } from '../mail/index.js';
import { ProfilesService } from '../profiles/index.js';
import type { MoveProjectRequestInput, ProjectRequestInput } from './dto/project-request.inputs.js';
import type {
  ProjectRequestAdminModel,
  ProjectRequestFollowModel,
} from './models/project-request.models.js';
import { FollowLinks } from './follow-links.js';
import { projectMails } from './project-mails.js';
import { teamMails } from './team-mails.js';
import { TeamRepository } from './team.repository.js';
import {
  ProjectsRepository,
  type ProjectRequestEventRow,
  type ProjectRequestRow,
} from './projects.repository.js';

const HOUR = 3_600_000;
/** Follow links are 43 characters (32 random bytes, base64url). */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export function hashFollowToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Companies' project requests (the needs analysis): the public form (rate-limited per address
 * and network, a filled honeypot gets the same answer and nothing else happens), the company's
 * secret follow link, and the admins' pipeline with its history.
 */
@Injectable()
export class ProjectsService {
  private readonly logger = new Logger('Projects');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly requests: ProjectsRepository,
    private readonly profiles: ProfilesService,
    private readonly clock: Clock,
    private readonly links: FollowLinks,
    private readonly team: TeamRepository,
  ) {}

  async submit(input: ProjectRequestInput): Promise<void> {
    await this.limiter.hitIpAndAccount(
      'project-request',
      typeof input.email === 'string' ? input.email.trim().toLowerCase() : undefined,
      { limit: 5, windowMs: HOUR },
      { limit: 3, windowMs: HOUR },
    );
    if (honeypotFilled(input.website, this.logger)) return;
    const { fields, problems } = checkProjectRequest(input, this.clock.now());
    const [first] = Object.values(problems);
    if (first) throw new DomainError(first, { fields: problems });
    const locale = requestContext.locale();
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.transaction(async (manager) => {
      const saved = await this.requests.insertRequest(manager, {
        ...fields,
        locale,
        tokenHash: hashFollowToken(token),
        tokenSealed: this.links.seal(token),
      });
      await this.requests.insertEvent(manager, {
        requestId: saved.id,
        fromStatus: null,
        toStatus: 'NEW',
        actorId: null,
        actorName: null,
        note: null,
      });
      const followUrl = this.links.url(token, locale);
      const adminUrl = mailLink(this.config.publicUrl, PATHS.memberArea, {
        query: { tab: 'admin', section: 'projects' },
      });
      await this.outbox.enqueue(projectMails.confirmation(saved, followUrl), {
        key: `project-request-confirmation:${saved.id}`,
        manager,
      });
      await this.outbox.enqueue(projectMails.toInbox(this.config.contactInbox, saved, adminUrl), {
        key: `project-request-inbox:${saved.id}`,
        manager,
      });
    });
  }

  /** What the company sees through its link; any other token is "not found". */
  async follow(token: string): Promise<ProjectRequestFollowModel> {
    const request = await this.requestByToken(token);
    const events = await this.requests.eventsOf([request.id]);
    return {
      ...this.factsOf(request),
      locale: request.locale,
      history: events.map((e) => ({
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        at: e.createdAt,
      })),
    };
  }

  /** The request a follow link names (rate-limited per network); any other is "not found". */
  async requestByToken(token: string): Promise<ProjectRequestRow> {
    await this.limiter.hit('project-follow:ip', requestContext.current()?.ip ?? 'unknown', {
      limit: 120,
      windowMs: HOUR,
    });
    const request = TOKEN.test(token)
      ? await this.requests.byTokenHash(hashFollowToken(token))
      : null;
    if (!request) throw new DomainError('PROJECT_REQUEST_NOT_FOUND');
    return request;
  }

  /** The admins' pipeline, optionally of one status. */
  async pipeline(status: string | undefined): Promise<ProjectRequestAdminModel[]> {
    const filter = isOneOf(PROJECT_REQUEST_STATUSES, status) ? status : undefined;
    const rows = await this.requests.pipeline(filter);
    const ids = rows.map((r) => r.id);
    const [events, proposed] = await Promise.all([
      this.requests.eventsOf(ids),
      this.team.withOpenProposal(ids),
    ]);
    return rows.map((row) => this.adminModel(row, events, proposed));
  }

  /** The admin tab's counter: new requests nobody has taken up yet. */
  newCount(): Promise<number> {
    return this.requests.countByStatus(['NEW']);
  }

  /** An admin's step in the pipeline, allowed only along the transition table. */
  async move(
    input: MoveProjectRequestInput,
    admin: AuthenticatedUser,
  ): Promise<ProjectRequestAdminModel> {
    if (!isOneOf(PROJECT_REQUEST_STATUSES, input.status))
      throw new DomainError('PROJECT_TRANSITION_REFUSED');
    const to: ProjectRequestStatus = input.status;
    const note = input.note?.trim() || null;
    if (note && (note.length > PROJECT_REQUEST_LIMITS.note || !isMultiLineText(note)))
      throw new DomainError('PROJECT_NOTE_INVALID', { fields: { note: 'PROJECT_NOTE_INVALID' } });
    if (to === 'CLOSED' && !note)
      throw new DomainError('PROJECT_CLOSE_REASON_REQUIRED', {
        fields: { note: 'PROJECT_CLOSE_REASON_REQUIRED' },
      });
    await this.dataSource.transaction(async (manager) => {
      const request = await this.requests.lockById(manager, input.id);
      if (!request) throw new DomainError('PROJECT_REQUEST_NOT_FOUND');
      // "Proposed" says the company has a team to answer: only with a proposal sent.
      if (
        to === 'PROPOSED' &&
        canMoveProjectRequest(request.status, to) &&
        (await this.team.lockLatestProposal(manager, request.id))?.status !== 'sent'
      )
        throw new DomainError('PROJECT_PROPOSAL_MISSING');
      await this.moveInTx(manager, request, to, admin, note);
    });
    const saved = await this.requests.byId(input.id);
    if (!saved) throw new DomainError('PROJECT_REQUEST_NOT_FOUND');
    const [events, proposed] = await Promise.all([
      this.requests.eventsOf([saved.id]),
      this.team.withOpenProposal([saved.id]),
    ]);
    return this.adminModel(saved, events, proposed);
  }

  /**
   * One step along the pipeline inside `manager`'s transaction (the request locked by the
   * caller): the status, the history entry and the company's status mail. `actor` null: the
   * company itself (answering a proposal). The request as it is now.
   */
  async moveInTx(
    manager: Tx,
    request: ProjectRequestRow,
    to: ProjectRequestStatus,
    actor: Pick<AuthenticatedUser, 'id' | 'name' | 'email'> | null,
    note: string | null,
    options: { mail?: boolean; afterPreviousStep?: boolean } = {},
  ): Promise<ProjectRequestRow> {
    if (!canMoveProjectRequest(request.status, to))
      throw new DomainError('PROJECT_TRANSITION_REFUSED');
    const ended = to === 'CLOSED' || to === 'COMPLETED';
    const change = {
      status: to,
      closeReason: to === 'CLOSED' ? note : null,
      endedAt: ended ? this.clock.now() : null,
    };
    await this.requests.updateStatus(manager, request.id, change);
    await this.requests.insertEvent(manager, {
      requestId: request.id,
      fromStatus: request.status,
      toStatus: to,
      actorId: actor?.id ?? null,
      actorName: actor ? actor.name || actor.email : null,
      note,
      // Steps in one transaction share `now()`: the second says a moment later, so the
      // history keeps their order.
      later: options.afterPreviousStep ?? false,
    });
    const moved = { ...request, ...change };
    // A request whose contact data the retention job erased has nobody to tell.
    if (request.email && options.mail !== false)
      await this.outbox.enqueue(teamMails.statusChanged(moved, to, this.links.urlOf(request)), {
        key: `project-status:${request.id}:${request.status}:${to}:${this.clock.now().getTime()}`,
        manager,
      });
    return moved;
  }

  /** The skills approved profiles have: the form's suggestions. */
  skillSuggestions(): Promise<string[]> {
    return this.profiles.approvedSkills();
  }

  /** The retention job's share: contact data of requests closed long enough without a project. */
  async eraseExpiredContactData(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.config.projectRequestRetentionDays * 24 * HOUR);
    return this.requests.eraseContactDataEndedBefore(before);
  }

  private factsOf(row: ProjectRequestRow) {
    return {
      id: row.id,
      company: row.company,
      contactName: row.contactName,
      description: row.description,
      skills: row.skills,
      hoursPerWeek: row.hoursPerWeek,
      startDate: row.startDate,
      durationWeeks: row.durationWeeks,
      workMode: row.workMode,
      place: row.place,
      budgetMinEuros: row.budgetMinEuros,
      budgetMaxEuros: row.budgetMaxEuros,
      status: row.status,
      closeReason: row.closeReason,
      createdAt: row.createdAt,
    };
  }

  /** `proposed`: the requests with a proposal sent and not yet answered. */
  private adminModel(
    row: ProjectRequestRow,
    events: ProjectRequestEventRow[],
    proposed: ReadonlySet<string>,
  ): ProjectRequestAdminModel {
    return {
      ...this.factsOf(row),
      email: row.email,
      phone: row.phone,
      locale: row.locale,
      updatedAt: row.updatedAt,
      nextStatuses: PROJECT_REQUEST_TRANSITIONS[row.status].filter(
        (to) => to !== 'PROPOSED' || proposed.has(row.id),
      ),
      history: events
        .filter((e) => e.requestId === row.id)
        .map((e) => ({
          id: e.id,
          fromStatus: e.fromStatus,
          toStatus: e.toStatus,
          at: e.createdAt,
          actorName: e.actorName,
          note: e.note,
        })),
    };
  }
}
