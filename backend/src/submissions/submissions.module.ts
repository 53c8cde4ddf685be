import { Module } from '@nestjs/common';
import { PublishingModule } from '../publishing/publishing.module';
import { RewardsCoreModule } from '../rewards/rewards-core.module';
import { SettingsModule } from '../settings/settings.module';
import { SubmissionsAdminController } from './submissions-admin.controller';
import { SubmissionThreadService } from './submission-thread.service';
import { SubmissionThreadsController } from './submission-threads.controller';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsRepository } from './submissions.repository';
import { SubmissionsService } from './submissions.service';

/** The review screens and a contributor's submissions; their writes go through the publishing module. */
@Module({
  imports: [RewardsCoreModule, PublishingModule, SettingsModule],
  controllers: [SubmissionsController, SubmissionsAdminController, SubmissionThreadsController],
  providers: [SubmissionsRepository, SubmissionsService, SubmissionThreadService],
})
export class SubmissionsModule {}
