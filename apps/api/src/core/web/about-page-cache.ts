import { Injectable } from '@nestjs/common';
import { InvalidatedCache } from '../cache/invalidated-cache.js';
import type { CachedPage } from './data-page-cache.js';

/**
 * The About page rendered with its team (PageRenderer.aboutPage), by language. Only the
 * profiles change it, and the profiles module keeps it honest (see InvalidatedCache): it drops
 * these pages on the `team_profiles_changed` notification, and while it cannot listen nothing
 * is kept. The lifetime only bounds what a lost notification could leave.
 */
@Injectable()
export class AboutPageCache extends InvalidatedCache<CachedPage | null> {
  constructor() {
    // A page that could not be rendered (null) is tried again on the next request.
    super({ ttlMs: 5 * 60_000, maxEntries: 4, keep: (page) => page !== null });
  }
}
