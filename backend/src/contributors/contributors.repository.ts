import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ProfileTag } from '../users/entities/profile-tag.entity';
import { User } from '../users/entities/user.entity';

export interface ContributorTotals {
  contributors: number;
  articles: number;
  rewardsCents: number;
}

/**
 * Reads the counters kept on users (articles_approved, total_rewards_cents) instead of counting
 * articles and rewards per row: the ranking stays one indexed query however much content exists.
 */
@Injectable()
export class ContributorsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Served by idx_users_ranking (role, articles_approved, total_rewards_cents). */
  ranking(limit: number): Promise<User[]> {
    return this.db
      .getRepository(User)
      .createQueryBuilder('u')
      .select([
        'u.id',
        'u.username',
        'u.display_name',
        'u.avatar',
        'u.bio',
        'u.articles_approved',
        'u.total_rewards_cents',
        'u.created_at',
      ])
      .where('u.role = :role', { role: 'contributor' })
      .andWhere('u.is_active = :active', { active: true })
      .orderBy('u.articles_approved', 'DESC')
      .addOrderBy('u.total_rewards_cents', 'DESC')
      .addOrderBy('u.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** The tags of all these users in one query, grouped by user id. */
  async tagsByUser(userIds: number[]): Promise<Map<number, ProfileTag[]>> {
    const byUser = new Map<number, ProfileTag[]>();
    if (!userIds.length) return byUser;
    const rows = await this.db
      .createQueryBuilder()
      .select('ut.user_id', 'user_id')
      .addSelect('t.id', 'id')
      .addSelect('t.name', 'name')
      .addSelect('t.color', 'color')
      .from('user_tags', 'ut')
      .innerJoin(ProfileTag, 't', 't.id = ut.tag_id')
      .where('ut.user_id IN (:...userIds)', { userIds })
      .orderBy('t.name', 'ASC')
      .getRawMany<{ user_id: number | string; id: number | string; name: string; color: string }>();
    for (const row of rows) {
      const userId = Number(row.user_id);
      const list = byUser.get(userId) ?? [];
      list.push(Object.assign(new ProfileTag(), { id: Number(row.id), name: row.name, color: row.color }));
      byUser.set(userId, list);
    }
    return byUser;
  }

  async totals(): Promise<ContributorTotals> {
    const row = await this.db
      .getRepository(User)
      .createQueryBuilder('u')
      .select('COUNT(*)', 'contributors')
      .addSelect('COALESCE(SUM(u.articles_approved), 0)', 'articles')
      .addSelect('COALESCE(SUM(u.total_rewards_cents), 0)', 'rewards')
      .where('u.role = :role', { role: 'contributor' })
      .andWhere('u.is_active = :active', { active: true })
      .getRawOne<{ contributors: number | string; articles: number | string; rewards: number | string }>();
    return {
      contributors: Number(row?.contributors ?? 0),
      articles: Number(row?.articles ?? 0),
      rewardsCents: Number(row?.rewards ?? 0),
    };
  }
}
