import { Inject, Injectable } from '@nestjs/common';
import { mailLink, PATHS, type Locale } from '@platform/domain';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { FollowLinkBox } from './follow-link-box.js';

/** The company's follow link: sealed when the request is made, rebuilt for later mails. */
@Injectable()
export class FollowLinks {
  private readonly box: FollowLinkBox;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.box = new FollowLinkBox(config.jwtSecret);
  }

  seal(token: string): string {
    return this.box.seal(token);
  }

  url(token: string, locale: Locale): string {
    return mailLink(this.config.publicUrl, PATHS.projectRequestFollow, {
      query: { token },
      locale,
    });
  }

  /** The request's link again, or null for a request from before links were kept. */
  urlOf(request: { tokenSealed: string | null; locale: string }): string | null {
    const token = this.box.open(request.tokenSealed);
    return token ? this.url(token, request.locale === 'en' ? 'en' : 'de') : null;
  }
}
