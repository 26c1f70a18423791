import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { MediaModule } from '../media/index.js';
import { Profile } from './entities/profile.entity.js';
import { MyDataService } from './my-data.service.js';
import { ProfilesDemoSeeder } from './profiles-demo.seeder.js';
import { ProfilesRepository } from './profiles.repository.js';
import { ProfilesRestController } from './profiles.rest.controller.js';
import { ProfilesResolver } from './profiles.resolver.js';
import { ProfilesService } from './profiles.service.js';
import { TeamPageChanges } from './team-page-changes.service.js';
import './profiles.errors.js'; // registers this module's error codes

@Module({
  imports: [TypeOrmModule.forFeature([Profile]), AuthModule, MediaModule],
  controllers: [ProfilesRestController],
  providers: [
    ProfilesService,
    ProfilesRepository,
    MyDataService,
    ProfilesResolver,
    ProfilesDemoSeeder,
    TeamPageChanges,
  ],
  exports: [ProfilesService, MyDataService],
})
export class ProfilesModule {}
