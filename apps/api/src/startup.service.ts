import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from './core/config/app-config.js';
import { APP_CONFIG } from './core/config/config.tokens.js';
import { AdminBootstrapService } from './modules/auth/admin-bootstrap.service.js';
import { SeedService } from './modules/seed/seed.service.js';

/** Work done once at start, in this order: demo content (empty database only), first admin. */
@Injectable()
export class StartupService implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly seed: SeedService,
    private readonly adminBootstrap: AdminBootstrapService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemo) await this.seed.seedIfEmpty();
    if (this.config.admin)
      await this.adminBootstrap.ensureAdmin(this.config.admin.email, this.config.admin.password);
  }
}
