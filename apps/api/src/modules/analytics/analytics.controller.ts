import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../core/auth/public.decorator.js';
import { AnalyticsService } from './analytics.service.js';
import { PageViewInput } from './page-view.input.js';

/** `navigator.sendBeacon` posts here (as text/plain JSON; parsed in create-app). */
@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Public()
  @Post('pageview')
  @HttpCode(204)
  async pageView(@Body() body: PageViewInput): Promise<void> {
    await this.analytics.recordPageView(body.path, body.lang);
  }
}

@Resolver()
export class AnalyticsResolver {
  constructor(private readonly analytics: AnalyticsService) {}

  @Public()
  @Mutation(() => Boolean)
  async recordPageView(@Args('input') input: PageViewInput): Promise<boolean> {
    await this.analytics.recordPageView(input.path, input.lang);
    return true;
  }
}
