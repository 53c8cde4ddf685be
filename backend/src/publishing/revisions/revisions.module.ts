import { Module } from '@nestjs/common';
import { PublishingModule } from '../publishing.module';
import { DiffRunner } from './diff-runner';
import { DraftsController } from './drafts.controller';
import { RevisionsController } from './revisions.controller';
import { RevisionsService } from './revisions.service';

/**
 * The editor's history (versions, diff, restore) and autosaved working copies. Their repository comes with
 * `PublishingModule`, whose saves add the revisions.
 */
@Module({
  imports: [PublishingModule],
  controllers: [RevisionsController, DraftsController],
  providers: [RevisionsService, DiffRunner],
})
export class RevisionsModule {}
