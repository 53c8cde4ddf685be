import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfileTag } from '../users/entities/profile-tag.entity';
import { ProfileTagsController } from './profile-tags.controller';
import { ProfileTagsRepository } from './profile-tags.repository';
import { ProfileTagsService } from './profile-tags.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProfileTag])],
  controllers: [ProfileTagsController],
  providers: [ProfileTagsRepository, ProfileTagsService],
  exports: [ProfileTagsRepository],
})
export class ProfileTagsModule {}
