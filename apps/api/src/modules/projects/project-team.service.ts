import { Injectable } from '@nestjs/common';
import { isUuid } from '@platform/domain';
import { ProfilesService } from '../profiles/index.js';
import { TeamRepository } from './team.repository.js';

/** A specialist of a running project's team, with the hourly rate the company pays. */
export interface ProjectTeamMember {
  userId: string;
  name: string;
  hourlyRateCents: number | null;
}

/**
 * The team of a project, for other modules (hours, invoices): the specialists of the request's
 * accepted proposal. Empty while no proposal was accepted.
 */
@Injectable()
export class ProjectTeamService {
  constructor(
    private readonly team: TeamRepository,
    private readonly profiles: ProfilesService,
  ) {}

  async projectTeam(requestId: string): Promise<ProjectTeamMember[]> {
    if (!isUuid(requestId)) return [];
    const members = await this.team.acceptedTeam(requestId);
    const names = await this.profiles.namesOf(members.map((m) => m.specialistUserId));
    return members
      .map((m) => ({
        userId: m.specialistUserId,
        name: names.get(m.specialistUserId) ?? '',
        hourlyRateCents: m.hourlyRateCents,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }

  /** Whether the user is in the project's team (may record hours, sees the company). */
  async isTeamMember(requestId: string, userId: string): Promise<boolean> {
    return isUuid(requestId) && this.team.isInAcceptedTeam(requestId, userId);
  }
}
