import { Module } from '@nestjs/common';
import { PublicPagesService } from './public-pages.service';
import { SiteController } from './site.controller';
import { WebRoutes } from './web-routes';

/** The frontend under /blog: static files, server-rendered public pages, the SPA shell, GET /site. */
@Module({
  controllers: [SiteController],
  providers: [PublicPagesService, WebRoutes],
})
export class WebModule {}
