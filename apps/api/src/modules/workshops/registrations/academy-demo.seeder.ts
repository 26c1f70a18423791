import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoContent, type DemoContentSeeder } from '../../seed/index.js';
import { PromoCodesRepository } from './promo-codes.repository.js';

const DEMO_CODES = [
  {
    code: 'ACADEMY-CODE-20',
    tool: 'KI-Coding-Assistent',
    descriptionDe: '20 % Rabatt auf das erste Jahr des KI-Coding-Assistenten.',
    descriptionEn: '20% off the first year of the AI coding assistant.',
  },
  {
    code: 'ACADEMY-HOSTING-3M',
    tool: 'Hosting',
    descriptionDe: 'Drei Monate Hosting ohne Kosten für Ihre Workshop-Website.',
    descriptionEn: 'Three months of free hosting for your workshop website.',
  },
  {
    code: 'ACADEMY-DESIGN-50',
    tool: 'Design-Werkzeug',
    descriptionDe: '50 % Rabatt auf den Pro-Tarif des Design-Werkzeugs für sechs Monate.',
    descriptionEn: '50% off the design tool’s pro plan for six months.',
  },
];

/** Demo tool promo codes for members; admins edit them later. */
@Injectable()
@DemoContent(30)
export class AcademyDemoSeeder implements DemoContentSeeder {
  constructor(private readonly codes: PromoCodesRepository) {}

  async seedDemoContent(manager: EntityManager): Promise<void> {
    await this.codes.saveMany(
      manager,
      DEMO_CODES.map((c) => ({ ...c, active: true })),
    );
  }
}
