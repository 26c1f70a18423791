import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsController, AnalyticsResolver } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';
import { PageViewCount } from './page-view-count.entity.js';
import { PageViewsRepository } from './page-views.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([PageViewCount])],
  controllers: [AnalyticsController],
  providers: [AnalyticsService, AnalyticsResolver, PageViewsRepository],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
