import { Global, Module } from '@nestjs/common';
import { ARTICLE_APPROVER } from '../articles/article-approver';
import { RewardsCoreModule } from '../rewards/rewards-core.module';
import { SettingsModule } from '../settings/settings.module';
import { SubmissionReviewService } from './submission-review.service';
import { SubmissionsAdminController } from './submissions-admin.controller';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsRepository } from './submissions.repository';
import { SubmissionsService } from './submissions.service';

/** Global so that the articles module can ask for ARTICLE_APPROVER without importing this module. */
@Global()
@Module({
  imports: [SettingsModule, RewardsCoreModule],
  controllers: [SubmissionsController, SubmissionsAdminController],
  providers: [
    SubmissionsRepository,
    SubmissionReviewService,
    SubmissionsService,
    { provide: ARTICLE_APPROVER, useExisting: SubmissionReviewService },
  ],
  exports: [ARTICLE_APPROVER],
})
export class SubmissionsModule {}
