import { Module } from '@nestjs/common';
import { ArticlesModule } from './articles/articles.module';
import { SearchModule } from './search/search.module';
import { AuthModule } from './auth/auth.module';
import { WhmcsAuthModule } from './billing/whmcs-auth.module';
import { CategoriesModule } from './categories/categories.module';
import { ContributorsModule } from './contributors/contributors.module';
import { CoreModule } from './core.module';
import { DemoModule } from './demo/demo.module';
import { HealthModule } from './health/health.module';
import { JOB_REGISTRY } from './job-registry';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './monitoring/metrics.module';
import { OffersModule } from './offers/offers.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { NotificationsModule } from './notifications/notifications.module';
import { QueueDashboardModule } from './queue/dashboard/queue-dashboard.module';
import { JobsModule } from './queue/jobs.module';
import { RevisionsModule } from './publishing/revisions/revisions.module';
import { ProfileTagsModule } from './profile-tags/profile-tags.module';
import { RewardsModule } from './rewards/rewards.module';
import { StatsModule } from './stats/stats.module';
import { SeoModule } from './seo/seo.module';
import { SettingsModule } from './settings/settings.module';
import { SubmissionsModule } from './submissions/submissions.module';
import { UploadsModule } from './uploads/uploads.module';
import { ProfileModule } from './profile/profile.module';
import { UsersModule } from './users/users.module';
import { WebModule } from './web/web.module';

@Module({
  imports: [
    CoreModule.forRoot({ servesPages: true }),
    JobsModule.forApi(JOB_REGISTRY),
    HealthModule,
    MetricsModule,
    AuthModule,
    UsersModule,
    CategoriesModule,
    SettingsModule,
    ArticlesModule,
    SearchModule,
    RevisionsModule,
    UploadsModule,
    ProfileModule,
    ProfileTagsModule,
    ContributorsModule,
    DemoModule,
    WhmcsAuthModule,
    SubmissionsModule,
    RewardsModule,
    StatsModule,
    NotificationsModule,
    MailModule,
    NewsletterModule,
    QueueDashboardModule,
    SeoModule,
    OffersModule,
    WebModule,
  ],
})
export class AppModule {}
