import { Module } from '@nestjs/common';
import { SearchIndexRepository } from './search-index.repository';

/** The search index's writer alone, for the publishing flow's transactions (no routes, no start-up work). */
@Module({
  providers: [SearchIndexRepository],
  exports: [SearchIndexRepository],
})
export class SearchIndexModule {}
