import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaController } from './media.controller.js';
import { Media } from './media.entity.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';
import { MediaVariantsService } from './media-variants.service.js';
import './media.errors.js'; // registers this module's error codes

@Module({
  imports: [TypeOrmModule.forFeature([Media])],
  controllers: [MediaController],
  providers: [MediaService, MediaRepository, MediaVariantsService],
  exports: [MediaService],
})
export class MediaModule {}
