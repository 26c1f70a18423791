import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuthModule } from '../auth/index.js';
import { SeedMarkerRepository } from './seed-marker.repository.js';
import { SeedService } from './seed.service.js';

@Module({
  imports: [DiscoveryModule, AuthModule],
  providers: [SeedService, SeedMarkerRepository],
  exports: [SeedService],
})
export class SeedModule {}
