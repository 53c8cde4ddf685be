import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { shortTransactionIsolation, withDeadlockRetry } from './transaction-retry';

/**
 * An open transaction. Services only pass it along to repository methods; only repositories read its
 * `manager`, so every query of a business rule stays in a repository.
 */
export interface Transaction {
  readonly manager: EntityManager;
}

/** Where transactions are opened: short isolation on MariaDB, run again when chosen as a deadlock victim. */
@Injectable()
export class UnitOfWork {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** `work` must be all-or-nothing: a deadlock victim runs it again from the start. */
  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const isolation = shortTransactionIsolation(this.db.options.type);
    const inTransaction = (manager: EntityManager) => work({ manager });
    return withDeadlockRetry(() =>
      isolation ? this.db.transaction(isolation, inTransaction) : this.db.transaction(inTransaction),
    );
  }

  /** A transaction opened by someone else (a seeder, a migration) seen as a handle. */
  static wrap(manager: EntityManager): Transaction {
    return { manager };
  }
}
