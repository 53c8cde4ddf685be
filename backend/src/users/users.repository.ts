import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import type { PageRequest } from '../common/http/pagination';
import { User } from './entities/user.entity';
import { normalizeEmail } from './email';
import { isRetryableWriteConflict, withDeadlockRetry } from '../database/transaction-retry';
import type { Transaction } from '../database/unit-of-work';

@Injectable()
export class UsersRepository {
  private readonly logger = new Logger(UsersRepository.name);

  constructor(@InjectRepository(User) private readonly repo: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.repo.findOne({ where: { id } });
  }

  /**
   * The account whose address the database takes for this one. MariaDB's collation also matches accented
   * and full-width variants (which is what its unique index enforces): use this to tell whether an address
   * is taken, `findByExactEmail` to sign someone in.
   */
  findByEmail(email: string): Promise<User | null> {
    return this.repo.findOne({ where: { email: normalizeEmail(email) } });
  }

  /** The account with exactly this normalised address, the same on MariaDB and SQLite. */
  async findByExactEmail(email: string): Promise<User | null> {
    const wanted = normalizeEmail(email);
    const user = await this.findByEmail(wanted);
    return user && normalizeEmail(user.email) === wanted ? user : null;
  }

  findByUsername(username: string): Promise<User | null> {
    return this.repo.findOne({ where: { username } });
  }

  findByWhmcsClientId(clientId: number): Promise<User | null> {
    return this.repo.findOne({ where: { whmcs_client_id: clientId } });
  }

  /**
   * One page of accounts, newest first, optionally those whose username, display name or e-mail
   * contains `search` (LIKE with its wildcards escaped, case-insensitive on both databases).
   */
  async page(search: string | undefined, page: PageRequest): Promise<[User[], number]> {
    const query = this.repo.createQueryBuilder('u');
    if (search) {
      const pattern = `%${search.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      query.where(
        new Brackets((match) =>
          match
            .where("u.username LIKE :pattern ESCAPE '!'", { pattern })
            .orWhere("u.display_name LIKE :pattern ESCAPE '!'", { pattern })
            .orWhere("u.email LIKE :pattern ESCAPE '!'", { pattern }),
        ),
      );
    }
    const rows = query.clone().orderBy('u.created_at', 'DESC').addOrderBy('u.id', 'DESC').limit(page.limit).offset(page.offset);
    if (!search) return rows.getManyAndCount();
    // A search walks the accounts: the page and the count walk them side by side.
    const [found, total] = await Promise.all([rows.getMany(), query.getCount()]);
    return [found, total];
  }

  countActiveAdmins(): Promise<number> {
    return this.repo.count({ where: { role: 'admin', is_active: true } });
  }

  create(fields: Partial<User>): User {
    return this.repo.create(fields);
  }

  save(user: User): Promise<User> {
    return this.repo.save(user);
  }

  async remove(user: User): Promise<void> {
    await this.repo.remove(user);
  }

  /**
   * Retried when chosen as a deadlock victim: approvals lock the same user row. The date is a courtesy to
   * staff, so a sign-in never fails for it: when every try lost, the previous date stays and a warning says so.
   */
  async touchLastLogin(id: number, at: Date): Promise<void> {
    try {
      await withDeadlockRetry(() => this.repo.update({ id }, { last_login: at }));
    } catch (error) {
      if (!isRetryableWriteConflict(error)) throw error;
      this.logger.warn(`Date de dernière connexion du compte ${id} non enregistrée : conflit d'écriture persistant`);
    }
  }

  /**
   * The author's published-article count, one up or one down (never below zero), in the transaction that
   * moves their article into or out of the published state (`PublishingRepository.changeStatus`).
   */
  async countPublished(tx: Transaction, userId: number, change: 1 | -1): Promise<void> {
    if (change === 1) {
      await tx.manager.increment(User, { id: userId }, 'articles_approved', 1);
      return;
    }
    await tx.manager
      .createQueryBuilder()
      .update(User)
      .set({ articles_approved: () => 'CASE WHEN articles_approved > 0 THEN articles_approved - 1 ELSE 0 END' })
      .where('id = :id', { id: userId })
      .execute();
  }

  /** Adds a credited reward to the author's total, in the transaction that marks it credited (`RewardsRepository`). */
  async addRewardTotal(tx: Transaction, userId: number, cents: number): Promise<void> {
    await tx.manager.increment(User, { id: userId }, 'total_rewards_cents', cents);
  }

  /** The e-mail kinds the user turned off, as stored (`NotificationsRepository` reads and parses them). */
  async setEmailOptOut(userId: number, kinds: string): Promise<void> {
    await this.repo.update({ id: userId }, { email_opt_out: kinds });
  }

  /** A username not taken yet, derived from `base` (`base`, `base2`, `base3`…). */
  async uniqueUsername(base: string): Promise<string> {
    const root = (base.replace(/[^a-zA-Z0-9_.-]/g, '').slice(0, 40) || 'contributeur').toLowerCase();
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? root : `${root}${n}`;
      if (!(await this.findByUsername(candidate))) return candidate;
    }
    return `${root}${Date.now()}`;
  }
}
