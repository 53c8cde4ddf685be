import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories/categories.module';
import { PublishingModule } from '../publishing/publishing.module';
import { SettingsModule } from '../settings/settings.module';
import { ArticleViewCounter } from './article-view-counter';
import { ArticlesController } from './articles.controller';
import { ArticlesRepository } from './articles.repository';
import { ArticlesService } from './articles.service';
import { AuthorsController } from './authors.controller';
import { AuthorsRepository } from './authors.repository';
import { Article } from '../editorial/entities/article.entity';
import { ManagedCounts } from './managed-counts';
import { PublishedCounts } from './published-counts';
import { ArticleSuggestions } from './article-suggestions';
import { OffersCoreModule } from '../offers/offers-core.module';

@Module({
  imports: [TypeOrmModule.forFeature([Article]), CategoriesModule, SettingsModule, PublishingModule, OffersCoreModule],
  controllers: [ArticlesController, AuthorsController],
  providers: [
    ArticlesRepository,
    AuthorsRepository,
    ArticleViewCounter,
    PublishedCounts,
    ManagedCounts,
    ArticleSuggestions,
    ArticlesService,
  ],
  exports: [ArticlesRepository, ArticlesService, ArticleViewCounter],
})
export class ArticlesModule {}
