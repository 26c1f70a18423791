import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CALENDAR_FEED_PATHS } from '@platform/domain';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { CalendarFeedsService, type CalendarFeedAddresses } from './calendar-feeds.service.js';
import { CalendarFeedKindEnum, CalendarFeedsModel } from './models/calendar-feeds.model.js';

/** The member's own feed addresses (signed in: the global guard's default). */
@Resolver(() => CalendarFeedsModel)
export class CalendarFeedsResolver {
  constructor(
    private readonly feeds: CalendarFeedsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query(() => CalendarFeedsModel, {
    description: 'The signed-in member’s calendar feed addresses (issued on the first view).',
  })
  async myCalendarFeeds(@CurrentUser() user: AuthenticatedUser): Promise<CalendarFeedsModel> {
    return this.model(await this.feeds.addresses(user.id));
  }

  @Mutation(() => CalendarFeedsModel, {
    description: 'A new address for one of the member’s feeds; the old address stops working.',
  })
  async renewCalendarFeed(
    @CurrentUser() user: AuthenticatedUser,
    @Args('kind', { type: () => CalendarFeedKindEnum }) kind: keyof typeof CalendarFeedKindEnum,
  ): Promise<CalendarFeedsModel> {
    return this.model(await this.feeds.renew(user.id, kind));
  }

  private model(addresses: CalendarFeedAddresses): CalendarFeedsModel {
    return {
      memberUrl: addresses.member,
      consultantUrl: addresses.consultant,
      academyUrl: `${this.config.publicUrl.replace(/\/+$/, '')}${CALENDAR_FEED_PATHS.academy}`,
    };
  }
}
