import { Module } from '@nestjs/common';
import { ArticleViewsRepository } from '../editorial/article-views.repository';
import { NotificationsModule } from '../notifications/notifications.module';
import { RewardsCoreModule } from '../rewards/rewards-core.module';
import { SearchIndexModule } from '../search/search-index.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { ArticleSlugsRepository } from './article-slugs.repository';
import { ArticleWriterService } from './article-writer.service';
import { PublicationScheduledListener } from './jobs/publication-scheduled.listener';
import { PublishArticleHandler } from './jobs/publish-article.job';
import { NotesService } from './notes.service';
import { PublishingRepository } from './publishing.repository';
import { ReviewService } from './review.service';
import { RevisionsRepository } from './revisions/revisions.repository';
import { SchedulingService } from './scheduling.service';

/**
 * The editorial workflow: the only writer of article content and status, submissions, their events and
 * new reward rows. The articles and submissions modules' controllers call it; it imports neither.
 */
@Module({
  imports: [SettingsModule, NotificationsModule, SearchIndexModule, UsersModule, RewardsCoreModule],
  providers: [
    PublishingRepository,
    ArticleSlugsRepository,
    // The view counters' writer, in editorial/ so that both this module and articles/ reach it.
    ArticleViewsRepository,
    // The history's reads and writes; a save adds its revision here, the history routes (RevisionsModule) read it.
    RevisionsRepository,
    ReviewService,
    SchedulingService,
    ArticleWriterService,
    NotesService,
    // Scheduled publication (the `publish-article` job): in both processes, which both import this module.
    PublishArticleHandler,
    PublicationScheduledListener,
  ],
  exports: [
    PublishingRepository,
    RevisionsRepository,
    ArticleViewsRepository,
    ReviewService,
    SchedulingService,
    ArticleWriterService,
    NotesService,
  ],
})
export class PublishingModule {}
