import { Injectable } from '@nestjs/common';
import { berlinDay, type ProjectRequestStatus } from '@platform/domain';
import { requestContext } from '../../core/context/request-context.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { FollowLinks } from './follow-links.js';
import { ProjectLookupRepository } from './project-lookup.repository.js';
import { ProjectsRepository, type ProjectRequestRow } from './projects.repository.js';
import { hashFollowToken } from './projects.service.js';

const HOUR = 3_600_000;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** A project request as other modules see it (hours, invoices): no follow secret. */
export interface ProjectFacts {
  id: string;
  company: string;
  contactName: string;
  email: string;
  locale: 'de' | 'en';
  status: ProjectRequestStatus;
  /** The first day hours may be recorded for: the day the company accepted (or it started). */
  firstDay: string | null;
  /** The last day (when it completed or closed). */
  lastDay: string | null;
  /** The company's follow link, for mails to the company only (null for old requests). */
  followUrl: string | null;
}

/**
 * Reading project requests for the modules built on them (time recording and invoicing): by id,
 * or by the company's follow link (rate-limited like the follow page).
 */
@Injectable()
export class ProjectLookup {
  constructor(
    private readonly requests: ProjectsRepository,
    private readonly limiter: RateLimiter,
    private readonly teams: ProjectLookupRepository,
    private readonly links: FollowLinks,
  ) {}

  /** The projects whose accepted team has this specialist, newest first. */
  async projectsOfTeamMember(userId: string): Promise<ProjectFacts[]> {
    const ids = await this.teams.requestIdsOfTeamMember(userId);
    const facts = await Promise.all(ids.map((id) => this.byId(id)));
    return facts.filter((f): f is ProjectFacts => f !== null);
  }

  async byId(id: string): Promise<ProjectFacts | null> {
    const row = await this.requests.byId(id).catch(() => null);
    return row ? this.factsOf(row) : null;
  }

  /** The request of a follow link's secret, or null for any other string. */
  async byFollowToken(token: string): Promise<ProjectFacts | null> {
    await this.limiter.hit('project-follow:ip', requestContext.current()?.ip ?? 'unknown', {
      limit: 120,
      windowMs: HOUR,
    });
    if (!TOKEN.test(token)) return null;
    const row = await this.requests.byTokenHash(hashFollowToken(token));
    return row ? this.factsOf(row) : null;
  }

  private async factsOf(row: ProjectRequestRow): Promise<ProjectFacts> {
    const events = await this.requests.eventsOf([row.id]);
    const started = events.find((e) => e.toStatus === 'ACCEPTED' || e.toStatus === 'RUNNING');
    return {
      id: row.id,
      company: row.company,
      contactName: row.contactName,
      email: row.email,
      locale: row.locale === 'en' ? 'en' : 'de',
      status: row.status,
      firstDay: started ? berlinDay(new Date(started.createdAt)) : null,
      lastDay: row.endedAt ? berlinDay(row.endedAt) : null,
      followUrl: this.links.urlOf(row),
    };
  }
}
