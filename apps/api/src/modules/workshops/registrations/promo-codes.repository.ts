import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial } from 'typeorm';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { PromoCode } from './entities/promo-code.entity.js';

/** A promo code as members read it (both descriptions; the reader's language is picked later). */
export interface PromoRow {
  code: string;
  tool: string;
  description_de: string;
  description_en: string;
  workshop_id: string | null;
}

/** The SQL of `academy_promo_codes`. */
@Injectable()
export class PromoCodesRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The active general codes and those of these workshops, by tool and code. */
  async activeFor(workshopIds: readonly string[]): Promise<PromoRow[]> {
    return this.db().query<PromoRow[]>(
      `SELECT code, tool, description_de, description_en, workshop_id
       FROM academy_promo_codes
       WHERE active AND (workshop_id IS NULL OR workshop_id = ANY($1::uuid[]))
       ORDER BY tool, code`,
      [workshopIds],
    );
  }

  /** The active codes that belong to no workshop, by tool and code. */
  async activeGeneral(): Promise<PromoRow[]> {
    return this.db().query<PromoRow[]>(
      `SELECT code, tool, description_de, description_en, workshop_id
       FROM academy_promo_codes WHERE active AND workshop_id IS NULL ORDER BY tool, code`,
    );
  }

  async all(): Promise<PromoCode[]> {
    return this.db()
      .getRepository(PromoCode)
      .find({ order: { tool: 'ASC', code: 'ASC' } });
  }

  async byCode(code: string): Promise<PromoCode | null> {
    return this.db().getRepository(PromoCode).findOneBy({ code });
  }

  async byId(id: string): Promise<PromoCode | null> {
    return this.db().getRepository(PromoCode).findOneBy({ id });
  }

  /** Inserts or updates (by id) the code(s). */
  async save(tx: Tx, code: DeepPartial<PromoCode>): Promise<PromoCode> {
    return tx.getRepository(PromoCode).save(code);
  }

  async saveMany(tx: Tx, codes: Array<DeepPartial<PromoCode>>): Promise<void> {
    await tx.getRepository(PromoCode).save(codes);
  }
}
