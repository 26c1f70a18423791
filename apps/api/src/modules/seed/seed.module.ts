import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { SeedService } from './seed.service.js';

@Module({ imports: [DiscoveryModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
