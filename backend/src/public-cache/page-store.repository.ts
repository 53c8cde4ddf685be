import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { PageStoreValue } from './entities/page-store-value.entity';

/** The database remembers which book describes it: a database restored or recreated starts a new one. */
const EPOCH_KEY = 'epoch';
/**
 * The last change any process wrote to its book: a process whose book lacks it (a change made while it
 * was down, by a process that does not share its directory) begins a new book rather than trust its pages.
 */
const LAST_CHANGE_KEY = 'last_change';

/** What the database records about the page store's version book. */
@Injectable()
export class PageStoreRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The epoch of the book that describes this database, if one does. */
  epoch(): Promise<string | null> {
    return this.read(EPOCH_KEY);
  }

  async saveEpoch(epoch: string): Promise<void> {
    await this.rows().save({ key: EPOCH_KEY, value: epoch });
  }

  /** The database describes no book any more: the next start begins a new one. */
  async forgetEpoch(): Promise<void> {
    await this.rows().delete({ key: EPOCH_KEY });
  }

  /** The id of the last change any process made. */
  lastChange(): Promise<string | null> {
    return this.read(LAST_CHANGE_KEY);
  }

  async saveLastChange(id: string): Promise<void> {
    await this.rows().save({ key: LAST_CHANGE_KEY, value: id });
  }

  private async read(key: string): Promise<string | null> {
    return (await this.rows().findOneBy({ key }))?.value ?? null;
  }

  private rows(): Repository<PageStoreValue> {
    return this.db.getRepository(PageStoreValue);
  }
}
