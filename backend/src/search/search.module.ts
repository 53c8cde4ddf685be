import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { SearchBackfill } from './search-backfill';
import { SearchController } from './search.controller';
import { SearchIndexModule } from './search-index.module';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

@Module({
  imports: [CategoriesModule, SearchIndexModule],
  controllers: [SearchController],
  providers: [SearchRepository, SearchService, SearchBackfill],
})
export class SearchModule {}
