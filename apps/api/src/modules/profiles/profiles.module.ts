import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module.js';
import { Profile } from './entities/profile.entity.js';
import { ProfilesDemoSeeder } from './profiles-demo.seeder.js';

@Module({
  imports: [TypeOrmModule.forFeature([Profile]), MediaModule],
  providers: [ProfilesDemoSeeder],
})
export class ProfilesModule {}
