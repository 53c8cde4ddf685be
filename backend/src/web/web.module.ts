import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles/articles.module';
import { PageStylesStore } from './page-styles-store';
import { PublicPagesService } from './public-pages.service';
import { SiteController } from './site.controller';
import { WebRoutes } from './web-routes';

/** The frontend under /blog: static files, server-rendered public pages and their styles, the SPA shell, GET /site. */
@Module({
  imports: [ArticlesModule],
  controllers: [SiteController],
  providers: [PageStylesStore, PublicPagesService, WebRoutes],
})
export class WebModule {}
