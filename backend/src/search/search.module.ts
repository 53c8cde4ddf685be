import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { SearchBackfill } from './search-backfill';
import { SearchController } from './search.controller';
import { SearchIndexRepository } from './search-index.repository';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

@Module({
  imports: [CategoriesModule],
  controllers: [SearchController],
  providers: [SearchRepository, SearchService, SearchIndexRepository, SearchBackfill],
})
export class SearchModule {}
