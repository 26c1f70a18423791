import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { NotificationListener } from '../../core/database/notification-listener.js';
import { AboutPageCache } from '../../core/web/about-page-cache.js';

/** The channel the profiles' triggers notify on (migration TeamProfilesNotify). */
export const TEAM_CHANNEL = 'team_profiles_changed';

/**
 * Keeps the rendered About pages (their team cards) honest: each instance LISTENs on its own
 * connection, and every committed write to the profiles (or a member's e-mail address) drops
 * them at once, on every instance. Without that connection nothing is kept.
 */
@Injectable()
export class TeamPageChanges implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly listener: NotificationListener;

  constructor(@Inject(APP_CONFIG) config: AppConfig, pages: AboutPageCache) {
    this.listener = new NotificationListener({
      databaseUrl: config.databaseUrl,
      channel: TEAM_CHANNEL,
      applicationName: 'platform-api-team-pages',
      onNotify: () => pages.invalidate(),
      onActive: (active) => pages.setActive(active),
      logger: new Logger('TeamPageChanges'),
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.listener.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.listener.stop();
  }
}
