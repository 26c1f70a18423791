import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isHttpUrl,
  MATERIAL_AUDIENCES,
  MATERIAL_LIMITS,
  type MaterialAudience,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { Attendance } from '../checkin/index.js';
import { MediaService } from '../media/index.js';
import {
  type AttendeeRegistration,
  type AttendeeWorkshop,
  CheckInRoster,
  WorkshopRatings,
} from '../workshops/index.js';
import { type MaterialRow, MaterialsRepository } from './materials.repository.js';
import { RegistrationOpener } from './registration-opener.js';

export interface MaterialUpload {
  bytes: Buffer;
  title: string;
  fileName: string;
  audience: string;
  sessionId: string | null;
}

export interface MaterialLink {
  title: string;
  url: string;
  audience: string;
  sessionId: string | null;
}

/**
 * A workshop's materials: files (stored as restricted `media`, type judged by content, at most
 * 20 MB) and links the host adds for a session or the whole workshop, for its attendees or for
 * everybody registered. Deny by default: only the host and admins change them; a download is
 * checked on each request against the registration it is made for (a visitor, another member,
 * a cancelled registration or a non-attendee asking for attendees' materials get 404).
 */
@Injectable()
export class MaterialsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rows: MaterialsRepository,
    private readonly media: MediaService,
    private readonly workshops: WorkshopRatings,
    private readonly roster: CheckInRoster,
    private readonly attendance: Attendance,
    private readonly opener: RegistrationOpener,
  ) {}

  /** The workshop if the caller hosts it or is an admin; else FORBIDDEN. */
  async hostAccess(user: AuthenticatedUser, workshopId: string): Promise<AttendeeWorkshop> {
    const workshop = await this.workshops.workshop(workshopId);
    if (!workshop) throw new DomainError('MATERIAL_WORKSHOP_NOT_FOUND');
    if (user.role !== 'ADMIN' && workshop.creatorId !== user.id) throw new DomainError('FORBIDDEN');
    return workshop;
  }

  async ofWorkshop(user: AuthenticatedUser, workshopId: string): Promise<MaterialRow[]> {
    const workshop = await this.hostAccess(user, workshopId);
    return this.rows.ofWorkshop(workshop.id);
  }

  async upload(
    user: AuthenticatedUser,
    workshopId: string,
    upload: MaterialUpload,
  ): Promise<MaterialRow> {
    const workshop = await this.hostAccess(user, workshopId);
    const facts = await this.checkFacts(workshop, upload);
    const fileName = cleanFileName(upload.fileName);
    return this.dataSource.transaction(async (tx) => {
      const stored = await this.media.storeRestricted(
        upload.bytes,
        { maxBytes: MATERIAL_LIMITS.maxFileBytes, ownerId: user.id },
        tx,
      );
      return this.rows.insert(
        {
          ...facts,
          workshopId: workshop.id,
          mediaId: stored.id,
          fileName,
          contentType: stored.contentType,
          byteSize: stored.byteSize,
          url: null,
          createdBy: user.id,
        },
        tx,
      );
    });
  }

  async addLink(
    user: AuthenticatedUser,
    workshopId: string,
    link: MaterialLink,
  ): Promise<MaterialRow> {
    const workshop = await this.hostAccess(user, workshopId);
    const facts = await this.checkFacts(workshop, link);
    const url = link.url.trim();
    if (url.length > MATERIAL_LIMITS.urlMaxLength || !isHttpUrl(url))
      throw new DomainError('MATERIAL_URL_INVALID', { fields: { url: 'MATERIAL_URL_INVALID' } });
    return this.rows.insert({
      ...facts,
      workshopId: workshop.id,
      mediaId: null,
      fileName: null,
      contentType: null,
      byteSize: null,
      url,
      createdBy: user.id,
    });
  }

  /** The host (or an admin) deletes a material; a file's bytes go with it. */
  async delete(user: AuthenticatedUser, id: string): Promise<void> {
    const row = await this.find(id);
    await this.hostAccess(user, row.workshop_id);
    await this.dataSource.transaction(async (tx) => {
      await this.rows.delete(row.id, tx);
      if (row.media_id) await this.media.removeMany([row.media_id], tx);
    });
  }

  /**
   * The materials a registration may see: none unless it is confirmed; the whole workshop's
   * and its session's; those for attendees only if it attended.
   */
  async visibleTo(registration: AttendeeRegistration): Promise<MaterialRow[]> {
    if (registration.status !== 'confirmed') return [];
    const rows = await this.rows.forSession(registration.workshopId, registration.sessionId);
    if (!rows.some((r) => r.audience === 'attendees')) return rows;
    const attended = await this.attendance.attended(registration.id);
    return rows.filter((r) => r.audience === 'registrants' || attended);
  }

  /**
   * The materials a registration may see, by its id (for the follow-up mail): none for an
   * unknown id.
   */
  async visibleToRegistration(registrationId: string): Promise<MaterialRow[]> {
    const registration = await this.workshops.registration(registrationId);
    return registration ? this.visibleTo(registration) : [];
  }

  async forRegistration(
    user: AuthenticatedUser | undefined,
    registrationId: string,
    token: string | null | undefined,
  ): Promise<MaterialRow[]> {
    return this.visibleTo(await this.opener.open(user, registrationId, token));
  }

  /**
   * A file for a download, checked on this request: the workshop's host and admins, or the
   * registration named (the member's own, or by its link) if the material is visible to it.
   * Everybody else gets MATERIAL_NOT_FOUND, whether the material exists or not.
   */
  async download(
    user: AuthenticatedUser | undefined,
    id: string,
    registrationId: string | null,
    token: string | null,
  ): Promise<{ row: MaterialRow; bytes: Buffer }> {
    const row = await this.find(id);
    if (!row.media_id) throw new DomainError('MATERIAL_NOT_FOUND');
    if (!(await this.mayDownload(user, row, registrationId, token)))
      throw new DomainError('MATERIAL_NOT_FOUND');
    const file = await this.media.findRestricted(row.media_id);
    if (!file) throw new DomainError('MATERIAL_NOT_FOUND');
    return { row, bytes: file.bytes };
  }

  private async mayDownload(
    user: AuthenticatedUser | undefined,
    row: MaterialRow,
    registrationId: string | null,
    token: string | null,
  ): Promise<boolean> {
    if (user && !token) {
      const workshop = await this.workshops.workshop(row.workshop_id);
      if (user.role === 'ADMIN' || (workshop && workshop.creatorId === user.id)) return true;
    }
    if (!registrationId || (!user && !token)) return false;
    let registration: AttendeeRegistration;
    try {
      registration = await this.opener.open(user, registrationId, token);
    } catch {
      return false;
    }
    return (await this.visibleTo(registration)).some((m) => m.id === row.id);
  }

  private async find(id: string): Promise<MaterialRow> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.rows.byId(id) : undefined;
    if (!row) throw new DomainError('MATERIAL_NOT_FOUND');
    return row;
  }

  /** Title, audience and session of a new material, checked; and the workshop's room for it. */
  private async checkFacts(
    workshop: AttendeeWorkshop,
    m: { title: string; audience: string; sessionId: string | null },
  ): Promise<{ title: string; audience: MaterialAudience; sessionId: string | null }> {
    const title = m.title.trim();
    if (title === '' || title.length > MATERIAL_LIMITS.titleMaxLength)
      throw new DomainError('MATERIAL_TITLE_INVALID', {
        fields: { title: 'MATERIAL_TITLE_INVALID' },
        params: { max: MATERIAL_LIMITS.titleMaxLength },
      });
    if (!(MATERIAL_AUDIENCES as readonly string[]).includes(m.audience))
      throw new DomainError('MATERIAL_AUDIENCE_INVALID', {
        fields: { audience: 'MATERIAL_AUDIENCE_INVALID' },
      });
    if (m.sessionId) {
      const session = await this.roster.session(m.sessionId);
      if (!session || session.workshopId !== workshop.id)
        throw new DomainError('MATERIAL_WORKSHOP_NOT_FOUND');
    }
    if ((await this.rows.countOfWorkshop(workshop.id)) >= MATERIAL_LIMITS.perWorkshop)
      throw new DomainError('MATERIAL_TOO_MANY', { params: { max: MATERIAL_LIMITS.perWorkshop } });
    return { title, audience: m.audience as MaterialAudience, sessionId: m.sessionId || null };
  }
}

/** A file name safe to hand back in a header: no path, no control characters, not too long. */
function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, MATERIAL_LIMITS.fileNameMaxLength);
  return base === '' ? 'material' : base;
}
