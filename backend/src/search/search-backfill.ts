import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work';
import { SearchIndexRepository } from './search-index.repository';

/**
 * Completes the search index at start-up: the published articles of a database that had them before the
 * search tables existed (the migrations only create the tables), or whose per-term counts came after
 * their rows. Each start costs one query when nothing is missing; what is missing is written in short
 * transactions, and two instances starting at once write it once (`SearchIndexRepository`).
 */
@Injectable()
export class SearchBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger('Recherche');

  constructor(
    private readonly index: SearchIndexRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.index.isComplete()) return;
    let written = 0;
    let after = 0;
    for (;;) {
      const ids = await this.index.unindexedIds(after);
      if (!ids.length) break;
      written += await this.unitOfWork.run((tx) => this.index.indexArticles(tx, ids));
      after = ids[ids.length - 1]!;
    }
    const recounted = await this.unitOfWork.run((tx) => this.index.recountTerms(tx));
    const done = [written ? `${written} article(s) publié(s) indexé(s)` : '', recounted ? 'compteurs des termes recalculés' : ''];
    if (written || recounted) this.logger.log(`Index de recherche complété : ${done.filter(Boolean).join(', ')}.`);
  }
}
