import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ICS_CONTENT_TYPE, type Locale } from '@platform/domain';
import { Public } from '../../core/auth/public.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { CalendarFeedsService } from './calendar-feeds.service.js';

/** `?lang=en` gives the public feed's English texts; German is the default. */
const localeOf = (lang: string | undefined): Locale => (lang === 'en' ? 'en' : 'de');

/**
 * The feeds calendar programs subscribe to (`webcal://`). Public by design: the Academy's
 * feeds show what its pages show; a private feed's secret address is its only key. Calendar
 * programs poll: a short max-age, and Express's ETag answers an unchanged feed with a 304.
 */
@Controller()
export class CalendarFeedsRestController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Public()
  @Get('academy/kalender.ics')
  @Header('Content-Type', ICS_CONTENT_TYPE)
  @Header('Cache-Control', 'public, max-age=300')
  academy(@Query('lang') lang?: string): Promise<string> {
    return this.feeds.publicFeed(localeOf(lang));
  }

  @Public()
  @Get('academy/:slug/kalender.ics')
  @Header('Content-Type', ICS_CONTENT_TYPE)
  @Header('Cache-Control', 'public, max-age=300')
  workshop(@Param('slug') slug: string, @Query('lang') lang?: string): Promise<string> {
    return this.feeds.publicFeed(localeOf(lang), slug);
  }

  @Public()
  @Get('kalender/:file')
  @Header('Content-Type', ICS_CONTENT_TYPE)
  @Header('Cache-Control', 'private, max-age=300')
  @Header('X-Robots-Tag', 'noindex')
  @Header('Referrer-Policy', 'no-referrer')
  member(@Param('file') file: string): Promise<string> {
    if (!file.endsWith('.ics')) throw new DomainError('CALENDAR_FEED_NOT_FOUND');
    return this.feeds.privateFeed(file.slice(0, -'.ics'.length));
  }
}
