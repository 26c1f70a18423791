import { Injectable } from '@nestjs/common';
import {
  canBeProposed,
  isUuid,
  checkSpecialistTerms,
  SPECIALIST_LIMITS,
  type EmployerPermission,
  type SpecialistTermsDraft,
} from '@platform/domain';
import { DomainError } from '../../core/errors/domain-error.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { decodeBase64Upload, MediaService } from '../media/index.js';
import { ProfilesService } from '../profiles/index.js';
import type { SpecialistTermsInput } from './dto/team.inputs.js';
import type { SpecialistTermsModel } from './models/team.models.js';
import { TeamRepository, type SpecialistTermsRow } from './team.repository.js';

const EMPTY: Omit<SpecialistTermsRow, 'userId' | 'updatedAt'> = {
  hoursPerWeek: null,
  availableFrom: null,
  remote: false,
  regions: [],
  rateMinCents: null,
  rateMaxCents: null,
  employerPermission: null,
  permissionGrantedOn: null,
  permissionMediaId: null,
};

/**
 * A specialist's own project terms (availability, places, rate range, the main employer's
 * permission with its optional PDF). Only the specialist edits them; admins read them when
 * matching. The PDF is judged by its content, bounded in size, kept in the media storage and
 * served to admins only.
 */
@Injectable()
export class SpecialistTermsService {
  constructor(
    private readonly team: TeamRepository,
    private readonly media: MediaService,
    private readonly profiles: ProfilesService,
    private readonly limiter: RateLimiter,
  ) {}

  async mine(userId: string): Promise<SpecialistTermsModel> {
    return toModel(await this.team.termsOf(userId));
  }

  async update(userId: string, input: SpecialistTermsInput): Promise<SpecialistTermsModel> {
    const draft: SpecialistTermsDraft = {
      hoursPerWeek: input.hoursPerWeek ?? null,
      availableFrom: input.availableFrom || null,
      remote: input.remote,
      regions: [...new Set(input.regions)],
      rateMinCents: input.rateMinCents ?? null,
      rateMaxCents: input.rateMaxCents ?? null,
      employerPermission: (input.employerPermission || null) as EmployerPermission | null,
      permissionGrantedOn: input.permissionGrantedOn || null,
    };
    const problems = checkSpecialistTerms(draft);
    const [first] = Object.values(problems);
    if (first) throw new DomainError(first, { fields: problems });
    const existing = await this.team.termsOf(userId);
    let mediaId = existing?.permissionMediaId ?? null;
    if (input.removePermissionDocument || draft.employerPermission !== 'granted') mediaId = null;
    if (input.permissionDocument && draft.employerPermission === 'granted') {
      await this.limiter.hit('permission-pdf', userId, { limit: 10, windowMs: 3_600_000 });
      const decoded = decodeBase64Upload(input.permissionDocument, {
        maxBytes: SPECIALIST_LIMITS.permissionPdfMaxBytes,
      });
      if (!decoded) throw new DomainError('PERMISSION_NOT_A_PDF');
      if ('tooLarge' in decoded)
        throw new DomainError('FILE_TOO_LARGE', {
          params: { mb: SPECIALIST_LIMITS.permissionPdfMaxBytes / 1024 / 1024 },
        });
      if (decoded.bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new DomainError('PERMISSION_NOT_A_PDF');
      // Restricted: never served at /media/{id}, only to admins by this module.
      const stored = await this.media.storeRestricted(decoded.bytes, {
        maxBytes: SPECIALIST_LIMITS.permissionPdfMaxBytes,
        ownerId: userId,
      });
      mediaId = stored.id;
    }
    const saved = await this.team.saveTerms({
      userId,
      ...draft,
      regions: [...draft.regions],
      permissionGrantedOn:
        draft.employerPermission === 'granted' ? draft.permissionGrantedOn : null,
      permissionMediaId: mediaId,
    });
    const previous = existing?.permissionMediaId;
    if (previous && previous !== mediaId) await this.media.remove(previous);
    return toModel(saved);
  }

  /** Whether this account may be proposed: an approved profile and the employer's permission. */
  async eligible(userId: string): Promise<boolean> {
    const [terms, [profile]] = await Promise.all([
      this.team.termsOf(userId),
      this.profiles.approvedSpecialists([userId]),
    ]);
    return canBeProposed({
      approved: Boolean(profile),
      employerPermission: terms?.employerPermission ?? null,
    });
  }

  /** The permission PDF, for admins. */
  async permissionDocument(userId: string): Promise<Buffer> {
    const terms = isUuid(userId) ? await this.team.termsOf(userId) : null;
    const file = terms?.permissionMediaId
      ? await this.media.findRestricted(terms.permissionMediaId)
      : undefined;
    if (!file || file.kind !== 'pdf') throw new DomainError('NOT_FOUND');
    return file.bytes;
  }
}

export function toModel(terms: SpecialistTermsRow | null): SpecialistTermsModel {
  const t = terms ?? { ...EMPTY };
  return {
    hoursPerWeek: t.hoursPerWeek,
    availableFrom: t.availableFrom,
    remote: t.remote,
    regions: t.regions,
    rateMinCents: t.rateMinCents,
    rateMaxCents: t.rateMaxCents,
    employerPermission: t.employerPermission,
    permissionGrantedOn: t.permissionGrantedOn,
    hasPermissionDocument: Boolean(t.permissionMediaId),
  };
}
