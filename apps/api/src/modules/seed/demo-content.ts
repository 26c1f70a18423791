import { SetMetadata } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export const DEMO_CONTENT = 'seed:demo-content';

/** A provider that adds demo content for its module; `order` runs lower numbers first. */
export const DemoContent = (order: number) => SetMetadata(DEMO_CONTENT, order);

export interface DemoContentSeeder {
  seedDemoContent(manager: EntityManager): Promise<void>;
}
