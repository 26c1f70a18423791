import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { UsersService } from '../auth/index.js';
import { DEMO_CONTENT, type DemoContentSeeder } from './demo-content.js';
import { SeedMarkerRepository } from './seed-marker.repository.js';

/**
 * Fills an empty database with demo content, so a newcomer sees a living site. Runs once: never
 * again after it ran, never on a database that already has users, and only one instance at a
 * time (advisory lock). Each module contributes through a `@DemoContent()` provider.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly users: UsersService,
    private readonly marker: SeedMarkerRepository,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await this.marker.lock(manager);
      if ((await this.marker.isSeeded(manager)) || (await this.users.anyExist(manager)))
        return false;
      for (const seeder of this.seeders()) await seeder.seedDemoContent(manager);
      await this.marker.markSeeded(manager);
      this.logger.log('demo content seeded');
      return true;
    });
  }

  private seeders(): DemoContentSeeder[] {
    return this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance)
      .map((wrapper) => ({
        order: this.reflector.get<number | undefined>(DEMO_CONTENT, wrapper.metatype as Function),
        instance: wrapper.instance as DemoContentSeeder,
      }))
      .filter(
        (entry): entry is { order: number; instance: DemoContentSeeder } =>
          entry.order !== undefined,
      )
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.instance);
  }
}
