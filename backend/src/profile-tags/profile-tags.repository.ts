import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import type { Transaction } from '../database/unit-of-work';
import { User } from '../users/entities/user.entity';
import { ProfileTag } from '../users/entities/profile-tag.entity';

@Injectable()
export class ProfileTagsRepository {
  constructor(
    @InjectRepository(ProfileTag) private readonly repo: Repository<ProfileTag>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  listAll(): Promise<ProfileTag[]> {
    return this.repo.find({ order: { name: 'ASC' } });
  }

  findById(id: number): Promise<ProfileTag | null> {
    return this.repo.findOne({ where: { id } });
  }

  findByIds(ids: number[]): Promise<ProfileTag[]> {
    return ids.length ? this.repo.find({ where: { id: In(ids) }, order: { name: 'ASC' } }) : Promise.resolve([]);
  }

  /**
   * Case-insensitive, accents included, on both databases: SQLite's LOWER() only folds ASCII letters,
   * so the comparison is made here (an admin-only write over a short list).
   */
  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const tags = await this.repo.find({ select: { id: true, name: true } });
    return tags.some((t) => t.id !== exceptId && t.name.localeCompare(name, 'fr', { sensitivity: 'accent' }) === 0);
  }

  create(fields: Partial<ProfileTag>): ProfileTag {
    return this.repo.create(fields);
  }

  save(tag: ProfileTag): Promise<ProfileTag> {
    return this.repo.save(tag);
  }

  async remove(tag: ProfileTag): Promise<void> {
    await this.repo.remove(tag);
  }

  userExists(userId: number): Promise<boolean> {
    return this.db.getRepository(User).exists({ where: { id: userId } });
  }

  async tagsOfUser(userId: number): Promise<ProfileTag[]> {
    return this.repo
      .createQueryBuilder('t')
      .innerJoin('user_tags', 'ut', 'ut.tag_id = t.id')
      .where('ut.user_id = :userId', { userId })
      .orderBy('t.name', 'ASC')
      .getMany();
  }

  /** Replaces the user's whole set in the caller's transaction. */
  async replaceUserTags(tx: Transaction, userId: number, tagIds: number[]): Promise<void> {
    const relation = tx.manager.createQueryBuilder().relation(User, 'tags').of(userId);
    const current = (await relation.loadMany<ProfileTag>()).map((t) => t.id);
    await relation.addAndRemove(
      tagIds.filter((id) => !current.includes(id)),
      current.filter((id) => !tagIds.includes(id)),
    );
  }
}
