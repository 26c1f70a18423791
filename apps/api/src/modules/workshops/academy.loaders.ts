import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { AppRequest } from '../../core/auth/get-request.js';
import { requestContext } from '../../core/context/request-context.js';
import type { WorkshopSessionModel } from './models/workshop.model.js';
import { WorkshopRowsService } from './catalog/workshop-rows.service.js';
import { AcademyListingService } from './catalog/academy-listing.service.js';
import type { PromoCodeModel } from './registrations/models/promo-code.model.js';
import type { RegistrationModel } from './registrations/models/registration.model.js';
import { PromoCodesService } from './registrations/promo-codes.service.js';
import { toRegistrationModel } from './registrations/registration-row.js';
import { RegistrationsRepository } from './registrations/registrations.repository.js';
import type { WorkshopView } from './catalog/workshop-view.mapper.js';

/**
 * Batches for nested GraphQL fields, one set per request (so one viewer's data never reaches
 * another): a page of workshops costs one statement per nested field, not one per row.
 */
export interface AcademyLoaders {
  promoCodes: DataLoader<string, PromoCodeModel[]>;
  myRegistration: DataLoader<string, RegistrationModel | null>;
  workshop: DataLoader<string, WorkshopView | null>;
  session: DataLoader<string, WorkshopSessionModel | null>;
}

@Injectable()
export class AcademyLoadersFactory {
  private readonly perRequest = new WeakMap<object, AcademyLoaders>();

  constructor(
    private readonly registrations: RegistrationsRepository,
    private readonly listing: AcademyListingService,
    private readonly promoCodes: PromoCodesService,
    private readonly workshopRows: WorkshopRowsService,
  ) {}

  for(req: AppRequest): AcademyLoaders {
    let loaders = this.perRequest.get(req);
    if (!loaders) {
      loaders = this.create(req);
      this.perRequest.set(req, loaders);
    }
    return loaders;
  }

  private create(req: AppRequest): AcademyLoaders {
    const viewer = req.user ?? null;
    const locale = requestContext.locale();
    return {
      promoCodes: new DataLoader(async (ids) => {
        const byWorkshop = await this.promoCodes.forWorkshops(ids, locale, viewer?.id ?? null);
        return ids.map((id) => byWorkshop.get(id) ?? []);
      }),
      myRegistration: new DataLoader(async (ids) => {
        if (!viewer) return ids.map(() => null);
        const rows = await this.registrations.latestActiveOf(viewer.id, ids);
        const byWorkshop = new Map(rows.map((row) => [row.workshop_id, row]));
        return ids.map((id) => {
          const row = byWorkshop.get(id);
          return row ? toRegistrationModel(row) : null;
        });
      }),
      workshop: new DataLoader(async (ids) => {
        const byId = await this.listing.byIds(ids, viewer);
        return ids.map((id) => byId.get(id) ?? null);
      }),
      session: new DataLoader(async (ids) => {
        const byId = await this.workshopRows.sessionsByIds(ids);
        return ids.map((id) => byId.get(id) ?? null);
      }),
    };
  }
}
