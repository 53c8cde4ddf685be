import { Module } from '@nestjs/common';
import { SeoRepository } from './seo.repository';
import { SeoRoutes } from './seo-routes';

/** Sitemap, RSS feed and robots.txt under /blog. */
@Module({ providers: [SeoRepository, SeoRoutes] })
export class SeoModule {}
