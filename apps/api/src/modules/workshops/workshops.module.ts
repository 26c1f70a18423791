import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module.js';
import { WorkshopSession } from './entities/workshop-session.entity.js';
import { Workshop } from './entities/workshop.entity.js';
import { WorkshopsDemoSeeder } from './workshops-demo.seeder.js';

@Module({
  imports: [TypeOrmModule.forFeature([Workshop, WorkshopSession]), MediaModule],
  providers: [WorkshopsDemoSeeder],
})
export class WorkshopsModule {}
