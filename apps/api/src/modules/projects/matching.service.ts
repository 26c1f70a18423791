import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canBeProposed,
  isMultiLineText,
  isUuid,
  mailLink,
  PATHS,
  rankSpecialists,
  SPECIALIST_LIMITS,
  type MatchCandidate,
  type ProjectRequestStatus,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { UsersService } from '../auth/index.js';
import { MailOutbox } from '../mail/index.js';
import { ProfilesService, type ApprovedSpecialist } from '../profiles/index.js';
import type { OfferProjectInput } from './dto/team.inputs.js';
import type { ProjectMatchModel } from './models/team.models.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';
import { TeamRepository } from './team.repository.js';
import { teamMails } from './team-mails.js';

/** The statuses in which a request may be offered to specialists. */
const OFFERABLE: readonly ProjectRequestStatus[] = ['NEW', 'MATCHING', 'DECLINED'];

type Candidate = MatchCandidate & { profile: ApprovedSpecialist };

/**
 * Expert matching for admins: every approved profile ranked for a request (skills,
 * availability, place, see `rankSpecialists`), with the terms only admins see, and offering the
 * request to specialists who may be proposed.
 */
@Injectable()
export class MatchingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly requests: ProjectsRepository,
    private readonly projects: ProjectsService,
    private readonly team: TeamRepository,
    private readonly profiles: ProfilesService,
    private readonly users: UsersService,
    private readonly outbox: MailOutbox,
  ) {}

  async matches(requestId: string, skill: string | null): Promise<ProjectMatchModel[]> {
    const request = isUuid(requestId) ? await this.requests.byId(requestId) : null;
    if (!request) throw new DomainError('PROJECT_REQUEST_NOT_FOUND');
    const specialists = await this.profiles.approvedSpecialists();
    const terms = new Map(
      (await this.team.termsOfMany(specialists.map((s) => s.userId))).map((t) => [t.userId, t]),
    );
    const offers = new Map(
      (await this.team.offersOfRequest(request.id)).map((o) => [o.specialistUserId, o]),
    );
    const candidates: Candidate[] = specialists.map((profile) => {
      const t = terms.get(profile.userId);
      return {
        userId: profile.userId,
        displayName: profile.displayName,
        skills: profile.skills,
        hoursPerWeek: t?.hoursPerWeek ?? null,
        availableFrom: t?.availableFrom ?? null,
        remote: t?.remote ?? false,
        regions: t?.regions ?? [],
        profile,
      };
    });
    const ranked = rankSpecialists(request, candidates, skill?.slice(0, 60));
    return ranked.map(({ candidate: c, score, reasons }) => {
      const t = terms.get(c.userId);
      return {
        userId: c.userId,
        profileId: c.profile.profileId,
        displayName: c.displayName,
        headline: c.profile.headline,
        photoUrl: c.profile.photoUrl,
        skills: [...c.skills],
        hoursPerWeek: c.hoursPerWeek,
        availableFrom: c.availableFrom,
        remote: c.remote,
        regions: [...c.regions],
        rateMinCents: t?.rateMinCents ?? null,
        rateMaxCents: t?.rateMaxCents ?? null,
        employerPermission: t?.employerPermission ?? null,
        permissionGrantedOn: t?.permissionGrantedOn ?? null,
        permissionDocumentUrl: t?.permissionMediaId
          ? `/api/projects/specialists/${c.userId}/permission.pdf`
          : null,
        proposable: canBeProposed({
          approved: true,
          employerPermission: t?.employerPermission ?? null,
        }),
        score,
        matchedSkills: reasons.matchedSkills,
        wantedSkills: reasons.wantedSkills,
        enoughHours: reasons.enoughHours,
        availableInTime: reasons.availableInTime,
        placeKind: reasons.place?.kind ?? null,
        placeRegion: reasons.place?.kind === 'region' ? reasons.place.region : null,
        offerStatus: offers.get(c.userId)?.status ?? null,
      };
    });
  }

  /**
   * Offers the request to specialists, each an approved profile with the employer's permission
   * (refused otherwise, nothing stored); a request still new moves to matching. One mail per
   * new offer, in the specialist's language. Offering again to the same person changes nothing.
   */
  async offer(input: OfferProjectInput, admin: AuthenticatedUser): Promise<number> {
    const note = input.note?.trim() || null;
    if (note && (note.length > SPECIALIST_LIMITS.offerNote || !isMultiLineText(note)))
      throw new DomainError('PROJECT_NOTE_INVALID', { fields: { note: 'PROJECT_NOTE_INVALID' } });
    const userIds = [...new Set(input.specialistUserIds)];
    if (
      userIds.length === 0 ||
      userIds.length > SPECIALIST_LIMITS.maxOffersAtOnce ||
      !userIds.every(isUuid)
    )
      throw new DomainError('PROJECT_SPECIALIST_NOT_ELIGIBLE');
    const [profiles, terms, accounts] = await Promise.all([
      this.profiles.approvedSpecialists(userIds),
      this.team.termsOfMany(userIds),
      this.users.factsByIds(userIds),
    ]);
    const approved = new Set(profiles.map((p) => p.userId));
    const permissions = new Map(terms.map((t) => [t.userId, t.employerPermission]));
    const refused = userIds.filter(
      (id) =>
        !accounts.has(id) ||
        !canBeProposed({
          approved: approved.has(id),
          employerPermission: permissions.get(id) ?? null,
        }),
    );
    if (refused.length > 0) throw new DomainError('PROJECT_SPECIALIST_NOT_ELIGIBLE');
    const names = new Map(profiles.map((p) => [p.userId, p.displayName]));
    const projectsUrl = (locale: 'de' | 'en') =>
      mailLink(this.config.publicUrl, PATHS.memberArea, { query: { tab: 'projects' }, locale });
    return this.dataSource.transaction(async (manager) => {
      let request = await this.requests.lockById(manager, input.requestId);
      if (!request) throw new DomainError('PROJECT_REQUEST_NOT_FOUND');
      if (!OFFERABLE.includes(request.status)) throw new DomainError('PROJECT_TRANSITION_REFUSED');
      if (request.status !== 'MATCHING')
        request = await this.projects.moveInTx(manager, request, 'MATCHING', admin, null);
      let made = 0;
      for (const userId of userIds) {
        const offer = await this.team.insertOffer(manager, {
          requestId: request.id,
          specialistUserId: userId,
          note,
          hourlyRateCents: null,
        });
        if (!offer) continue;
        made += 1;
        const account = accounts.get(userId)!;
        await this.outbox.enqueue(
          teamMails.offered(
            {
              email: account.email,
              name: names.get(userId) ?? account.name,
              locale: account.locale,
            },
            request,
            note,
            projectsUrl(account.locale),
          ),
          { key: `project-offer:${offer.id}`, manager },
        );
      }
      return made;
    });
  }
}
