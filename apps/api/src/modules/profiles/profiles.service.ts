import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, LIMITS, mailLink, WORKSHOP_PATHS } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { isUniqueViolation } from '../../core/database/pg-errors.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { UsersService } from '../auth/index.js';
import { MailOutbox } from '../mail/index.js';
import { decodeBase64Upload } from '../media/index.js';
import { MediaService, mediaUrl } from '../media/index.js';
import { PROFILE_LIMITS, type ProfileInput } from './dto/profile.input.js';
import { Profile, type ProfileLinks, type ProfilePublicFace } from './entities/profile.entity.js';
import type { ProfileModel } from './models/profile.model.js';
import { ProfilesRepository } from './profiles.repository.js';
import { profileReviewMail } from './profile-mails.js';
import { AuditLogService } from '../audit/index.js';

/** An approved profile as a specialist for projects (public card data only). */
export interface ApprovedSpecialist {
  profileId: string;
  userId: string;
  displayName: string;
  headline: string | null;
  skills: string[];
  photoUrl: string | null;
  location: string | null;
}

/**
 * Member profiles: the owner edits, admins approve. Others only ever see the version last
 * approved (`approvedFace`), so a change waits for review without hiding the profile.
 */
@Injectable()
export class ProfilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: ProfilesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly media: MediaService,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly users: UsersService,
    private readonly audit: AuditLogService,
  ) {}

  async myProfile(userId: string): Promise<ProfileModel | null> {
    const profile = await this.profiles.byUserId(userId);
    return profile ? this.toModel(profile, await this.emailOf(userId), true) : null;
  }

  async updateMyProfile(userId: string, input: ProfileInput): Promise<ProfileModel> {
    try {
      return await this.saveMyProfile(userId, input);
    } catch (error) {
      // Two first saves at once: the second meets the first's row (unique user_id); once more
      // as an update of that row.
      if (!isUniqueViolation(error)) throw error;
      return this.saveMyProfile(userId, input);
    }
  }

  private async saveMyProfile(userId: string, input: ProfileInput): Promise<ProfileModel> {
    const existing = await this.profiles.byUserId(userId);
    let photoMediaId = existing?.photoMediaId ?? null;
    if (input.removePhoto) photoMediaId = null;
    if (input.photoDataUrl) {
      await this.limiter.hit('profile-photo', userId, {
        limit: LIMITS.profile.photoUploadsPerHour,
        windowMs: 3_600_000,
      });
      const stored = await this.media.storeUpload(decodeDataUrl(input.photoDataUrl), {
        maxBytes: LIMITS.profile.photoMaxBytes,
        shape: 'square',
        edge: LIMITS.profile.photoEdgePx,
        quality: 85,
        ownerId: userId,
        personal: true,
        maxInputPixels: LIMITS.profile.photoMaxInputPixels,
      });
      photoMediaId = stored.id;
    }
    const face: ProfilePublicFace = {
      displayName: input.displayName,
      headline: input.headline || null,
      bio: input.bio || null,
      skills: cleanSkills(input.skills ?? existing?.skills ?? []),
      links: cleanLinks(input.links ?? existing?.links ?? {}),
      photoMediaId,
      company: input.company === undefined ? (existing?.company ?? null) : input.company || null,
      location:
        input.location === undefined ? (existing?.location ?? null) : input.location || null,
    };
    const saved = await this.profiles.save({
      ...existing,
      userId,
      ...face,
      visibility: input.visibility ?? existing?.visibility ?? 'private',
      approvalStatus: nextStatus(existing, face),
    });
    // The photo this save replaced is shown nowhere any more, unless it is the approved one.
    const previous = existing?.photoMediaId;
    if (previous && previous !== photoMediaId && previous !== existing?.approvedFace?.photoMediaId)
      await this.media.remove(previous);
    return this.toModel(saved, await this.emailOf(userId), true);
  }

  /** A profile by id as this viewer may see it; others see only approved, visible profiles. */
  async visibleProfile(
    id: string,
    viewer: AuthenticatedUser | null | undefined,
  ): Promise<ProfileModel> {
    const profile = isUuid(id) ? await this.profiles.byId(id) : null;
    if (!profile) throw new DomainError('PROFILE_NOT_FOUND');
    const privileged = viewer?.id === profile.userId || viewer?.role === 'ADMIN';
    const visible =
      privileged ||
      (profile.approvedFace !== null &&
        (profile.visibility === 'public' || (profile.visibility === 'team' && Boolean(viewer))));
    if (!visible) throw new DomainError('PROFILE_NOT_FOUND');
    return this.toModel(profile, await this.emailOf(profile.userId), privileged);
  }

  /** The About page: approved public profiles, in the version approved. */
  async teamProfiles(): Promise<ProfileModel[]> {
    const profiles = await this.profiles.approvedPublic();
    const emails = await this.emailsOf(profiles.map((p) => p.userId));
    return profiles.map((p) => this.toModel(p, emails.get(p.userId) ?? null, false));
  }

  /** The skills approved profiles have (the project request form's suggestions). */
  async approvedSkills(): Promise<string[]> {
    return this.profiles.approvedSkills(200);
  }

  /**
   * The names of these accounts as others see them (the approved profile's name, else the
   * account's name), by user id.
   */
  async namesOf(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const [profiles, users] = await Promise.all([
      this.profiles.byUserIds(userIds),
      this.users.factsByIds(userIds),
    ]);
    const names = new Map([...users.values()].map((u) => [u.id, u.name]));
    for (const p of profiles) names.set(p.userId, p.approvedFace?.displayName ?? p.displayName);
    return names;
  }

  /**
   * Profiles as specialists for projects: approved ones (in the version approved), by user id.
   * With `userIds`, only those; without, every approved profile (matching).
   */
  async approvedSpecialists(userIds?: string[]): Promise<ApprovedSpecialist[]> {
    const profiles = userIds
      ? await this.profiles.byUserIds(userIds)
      : await this.profiles.approved();
    return profiles
      .filter((p) => p.approvalStatus !== 'rejected' && p.approvedFace !== null)
      .map((p) => {
        const face = p.approvedFace as ProfilePublicFace;
        return {
          profileId: p.id,
          userId: p.userId,
          displayName: face.displayName,
          headline: face.headline,
          skills: face.skills,
          photoUrl: mediaUrl(face.photoMediaId),
          location: face.location ?? null,
        };
      });
  }

  async pendingProfiles(): Promise<ProfileModel[]> {
    const profiles = await this.profiles.awaitingReview();
    const emails = await this.emailsOf(profiles.map((p) => p.userId));
    return profiles.map((p) => this.toModel(p, emails.get(p.userId) ?? null, true));
  }

  async review(id: string, approve: boolean, comment: string | undefined): Promise<ProfileModel> {
    const profile = isUuid(id) ? await this.profiles.byId(id) : null;
    if (!profile) throw new DomainError('PROFILE_NOT_FOUND');
    const formerlyApprovedPhoto = profile.approvedFace?.photoMediaId ?? null;
    const statusBefore = profile.approvalStatus;
    profile.adminComment = comment || null;
    profile.approvalStatus = approve ? 'approved' : 'rejected';
    if (approve) {
      profile.approvedFace = faceOf(profile);
      profile.approvedAt = new Date();
    }
    // The decision and its mail commit together; the key names this very review (a profile
    // is reviewed again after each change).
    const { saved, user } = await this.dataSource.transaction(async (manager) => {
      const saved = await this.profiles.save(profile, manager);
      const user = await this.users.factsOrFail(profile.userId, manager);
      await this.outbox.enqueue(
        profileReviewMail(
          user.locale,
          user.email,
          profile.displayName,
          approve,
          saved.adminComment,
          mailLink(this.config.publicUrl, WORKSHOP_PATHS.profileTab),
        ),
        { key: `profile-review:${saved.id}:${saved.updatedAt.toISOString()}`, manager },
      );
      await this.audit.record(
        {
          action: approve ? 'profile.approved' : 'profile.rejected',
          target: { type: 'profile', id: saved.id },
          subjectUserId: saved.userId,
          before: { approvalStatus: statusBefore },
          after: {
            approvalStatus: saved.approvalStatus,
            displayName: saved.displayName,
            comment: saved.adminComment,
          },
        },
        manager,
      );
      return { saved, user };
    });
    // An approval supersedes the photo approved before: it is shown nowhere any more.
    if (
      approve &&
      formerlyApprovedPhoto &&
      formerlyApprovedPhoto !== saved.photoMediaId &&
      formerlyApprovedPhoto !== saved.approvedFace?.photoMediaId
    )
      await this.media.remove(formerlyApprovedPhoto);
    return this.toModel(saved, user.email, true);
  }

  private toModel(profile: Profile, email: string | null, privileged: boolean): ProfileModel {
    const face = privileged || !profile.approvedFace ? faceOf(profile) : profile.approvedFace;
    const settled = profile.approvalStatus === 'approved';
    return {
      id: profile.id,
      userId: profile.userId,
      displayName: face.displayName,
      email,
      headline: face.headline,
      bio: face.bio,
      skills: face.skills,
      // A version approved before these were reviewed lacks them: the live values are the
      // approved ones only while nothing waits for review.
      company: face.company !== undefined ? face.company : settled ? profile.company : null,
      location: face.location !== undefined ? face.location : settled ? profile.location : null,
      links: { linkedin: null, website: null, github: null, twitter: null, ...face.links },
      photoUrl: mediaUrl(face.photoMediaId),
      visibility: profile.visibility,
      approvalStatus: profile.approvalStatus,
      adminComment: privileged ? profile.adminComment : null,
      createdAt: profile.createdAt,
      updatedAt: profile.updatedAt,
    };
  }

  private async emailOf(userId: string): Promise<string | null> {
    return (await this.emailsOf([userId])).get(userId) ?? null;
  }

  private async emailsOf(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const users = await this.users.factsByIds(userIds);
    return new Map([...users.values()].map((u) => [u.id, u.email]));
  }
}

function faceOf(profile: Profile): ProfilePublicFace {
  return {
    displayName: profile.displayName,
    headline: profile.headline,
    bio: profile.bio,
    skills: profile.skills,
    links: profile.links,
    photoMediaId: profile.photoMediaId,
    company: profile.company,
    location: profile.location,
  };
}

/** New profiles wait for review; a changed public face of an approved one needs review again. */
function nextStatus(existing: Profile | null, face: ProfilePublicFace): Profile['approvalStatus'] {
  if (!existing) return 'pending';
  const changed = JSON.stringify(face) !== JSON.stringify(faceOf(existing));
  if (!changed) return existing.approvalStatus;
  return existing.approvedFace ? 'needs_review' : 'pending';
}

/** Trimmed, no empties, no duplicates (ignoring case), bounded in number. */
export function cleanSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    result.push(skill.slice(0, PROFILE_LIMITS.skill));
  }
  if (result.length > PROFILE_LIMITS.skills) {
    throw new DomainError('VALIDATION_FAILED', { fields: { skills: 'TOO_MANY_SKILLS' } });
  }
  return result;
}

function cleanLinks(links: ProfileLinks): ProfileLinks {
  const result: ProfileLinks = {};
  for (const key of ['linkedin', 'website', 'github', 'twitter'] as const) {
    const value = links[key]?.trim();
    if (value) result[key] = value;
  }
  return result;
}

/** `data:<type>;base64,<data>`; the claimed type is ignored, the content decides. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const decoded = decodeBase64Upload(dataUrl, { maxBytes: LIMITS.profile.photoMaxBytes });
  if (!decoded) throw new DomainError('NOT_AN_IMAGE');
  if ('tooLarge' in decoded) throw new DomainError('FILE_TOO_LARGE', { params: { mb: 2 } });
  return decoded.bytes;
}
