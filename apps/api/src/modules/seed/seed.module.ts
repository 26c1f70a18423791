import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuthModule } from '../auth/index.js';
import { SeedService } from './seed.service.js';

@Module({
  imports: [DiscoveryModule, AuthModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
