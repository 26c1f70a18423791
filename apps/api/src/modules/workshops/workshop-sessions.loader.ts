import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { WorkshopSessionModel } from './models/workshop.model.js';
import { WorkshopViewsService } from './workshop-views.service.js';

/**
 * Batches the `sessions` of every workshop in one GraphQL response into one query. One
 * loader per request (held by the request object), so nothing is cached across requests.
 */
@Injectable()
export class WorkshopSessionsLoader {
  private readonly loaders = new WeakMap<object, DataLoader<string, WorkshopSessionModel[]>>();

  constructor(private readonly views: WorkshopViewsService) {}

  load(request: object, workshopId: string): Promise<WorkshopSessionModel[]> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((ids: readonly string[]) => this.views.upcomingSessions(ids));
      this.loaders.set(request, loader);
    }
    return loader.load(workshopId);
  }
}
