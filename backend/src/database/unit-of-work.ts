import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { shortTransactionIsolation, withDeadlockRetry } from './transaction-retry';

/** Emitted once a transaction that wrote to a table has committed, with the table's name. */
export const TABLE_CHANGED = 'database.table-changed';
export interface TableChanged {
  table: string;
}

/**
 * An open transaction. Services only pass it along to repository methods; only repositories read its
 * `manager`, so every query of a business rule stays in a repository. A repository that writes a
 * table others keep figures of says so with `touch`: `TABLE_CHANGED` follows the commit.
 */
export interface Transaction {
  readonly manager: EntityManager;
  touch(table: string): void;
}

/** Where transactions are opened: short isolation on MariaDB, run again when chosen as a deadlock victim. */
@Injectable()
export class UnitOfWork {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * SQLite's connection is one for the whole process, and TypeORM's query runner on it loses count when
   * two transactions start at the same instant (both send BEGIN): transactions are run one after the
   * other there (SQLite serialises writers anyway). A transaction opened inside another joins it.
   */
  private sqliteTail: Promise<unknown> = Promise.resolve();
  private readonly inside = new AsyncLocalStorage<true>();

  /** `work` must be all-or-nothing: a deadlock victim runs it again from the start. */
  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    if (this.db.options.type !== 'better-sqlite3' || this.inside.getStore()) return this.runNow(work);
    const turn = this.sqliteTail.then(() => this.inside.run(true, () => this.runNow(work)));
    this.sqliteTail = turn.catch(() => undefined);
    return turn;
  }

  private async runNow<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const isolation = shortTransactionIsolation(this.db.options.type);
    let touched = new Set<string>();
    const inTransaction = (manager: EntityManager) => {
      // Each run starts afresh: only the run that commits announces its writes.
      touched = new Set<string>();
      return work({ manager, touch: (table) => touched.add(table) });
    };
    const result = await withDeadlockRetry(() =>
      isolation ? this.db.transaction(isolation, inTransaction) : this.db.transaction(inTransaction),
    );
    for (const table of touched) this.events.emit(TABLE_CHANGED, { table } satisfies TableChanged);
    return result;
  }

  /** A transaction opened by someone else (a seeder, a migration) seen as a handle; it announces nothing. */
  static wrap(manager: EntityManager): Transaction {
    return { manager, touch: () => undefined };
  }
}
