import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale } from '@platform/domain';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../core/errors/domain-error.js';
import { MembershipService } from '../../billing/index.js';
import { SessionSeatsService } from '../sessions/session-seats.service.js';
import type { PromoCodeInput } from './dto/promo-code.input.js';
import type { PromoCode } from './entities/promo-code.entity.js';
import type { AdminPromoCodeModel, PromoCodeModel } from './models/promo-code.model.js';
import { AuditLogService } from '../../audit/index.js';
import { PromoCodesRepository, type PromoRow } from './promo-codes.repository.js';

/** Tool promo codes: members see the active ones; admins keep them. */
@Injectable()
export class PromoCodesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly membership: MembershipService,
    private readonly sessions: SessionSeatsService,
    private readonly audit: AuditLogService,
    private readonly codes: PromoCodesRepository,
  ) {}

  /** Promo codes are a member benefit: the trial and the paid membership, not a lapsed one. */
  private async mayUse(viewerId: string | null): Promise<boolean> {
    return viewerId !== null && (await this.membership.hasBenefits(viewerId));
  }

  /**
   * The codes that come with each workshop (general ones plus its own) for this viewer, one
   * statement; none for visitors and lapsed accounts.
   */
  async forWorkshops(
    workshopIds: readonly string[],
    locale: Locale,
    viewerId: string | null,
  ): Promise<Map<string, PromoCodeModel[]>> {
    if (!(await this.mayUse(viewerId))) return new Map();
    const rows = await this.codes.activeFor(workshopIds);
    return new Map(
      workshopIds.map((id) => [
        id,
        rows
          .filter((row) => row.workshop_id === null || row.workshop_id === id)
          .map((row) => toModel(row, locale)),
      ]),
    );
  }

  /** The codes every member gets, whatever the workshop; none for a lapsed account. */
  async general(locale: Locale, viewerId: string | null): Promise<PromoCodeModel[]> {
    if (!(await this.mayUse(viewerId))) return [];
    const rows = await this.codes.activeGeneral();
    return rows.map((row) => toModel(row, locale));
  }

  async all(): Promise<AdminPromoCodeModel[]> {
    return this.codes.all();
  }

  /**
   * With an id: changes that code (a new code must not belong to another one). Without: creates
   * the code or updates the one with the same code.
   */
  async save(input: PromoCodeInput): Promise<AdminPromoCodeModel> {
    const code = input.code.trim().toUpperCase();
    if (input.workshopId) {
      const found = await this.sessions.workshopFactsByIds([input.workshopId]);
      if (found.size === 0) throw new DomainError('ACADEMY_WORKSHOP_NOT_FOUND');
    }
    const sameCode = await this.codes.byCode(code);
    let existing = sameCode;
    if (input.id) {
      existing = await this.codes.byId(input.id);
      if (!existing) throw new DomainError('PROMO_CODE_NOT_FOUND');
      if (sameCode && sameCode.id !== existing.id) {
        throw new DomainError('PROMO_CODE_TAKEN', { fields: { code: 'PROMO_CODE_TAKEN' } });
      }
    }
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.codes.save(manager, {
        ...existing,
        code,
        tool: input.tool.trim(),
        descriptionDe: input.descriptionDe.trim(),
        descriptionEn: input.descriptionEn.trim(),
        active: input.active,
        workshopId: input.workshopId ?? null,
      });
      await this.audit.record(
        {
          action: 'promo_code.saved',
          target: { type: 'promo_code', id: saved.id },
          before: existing ? promoPicture(existing) : null,
          after: promoPicture(saved),
        },
        manager,
      );
      return saved;
    });
  }
}

/** What the audit log keeps of a promo code (the code itself is a public member benefit). */
function promoPicture(p: PromoCode): Record<string, unknown> {
  return { code: p.code, tool: p.tool, active: p.active, workshopId: p.workshopId };
}

function toModel(row: PromoRow, locale: Locale): PromoCodeModel {
  return {
    code: row.code,
    tool: row.tool,
    description: locale === 'en' ? row.description_en : row.description_de,
  };
}
