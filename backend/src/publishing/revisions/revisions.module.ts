import { Module } from '@nestjs/common';
import { PublishingModule } from '../publishing.module';
import { DiffRunner } from './diff-runner';
import { DraftsController } from './drafts.controller';
import { RevisionsController } from './revisions.controller';
import { RevisionsRepository } from './revisions.repository';
import { RevisionsService } from './revisions.service';

/** The editor's history (versions, diff, restore) and autosaved working copies. */
@Module({
  imports: [PublishingModule],
  controllers: [RevisionsController, DraftsController],
  providers: [RevisionsRepository, RevisionsService, DiffRunner],
})
export class RevisionsModule {}
