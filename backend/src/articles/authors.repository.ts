import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { PUBLISHED } from './articles.repository';

interface AuthorRow {
  id: number | string;
  username: string;
  display_name: string | null;
  avatar: string | null;
  bio: string | null;
  created_at: Date | string;
  published: number | string;
}

/** What an author page shows of its author. */
export interface PublicAuthor {
  id: number;
  username: string;
  display_name: string | null;
  avatar: string | null;
  bio: string | null;
  created_at: Date;
  published: number;
  tags: { id: number; name: string; color: string }[];
}

/** What an author's public page reads of its author (`/auteur/{username}`). */
@Injectable()
export class AuthorsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** How the driver turns the stored creation date into a Date (SQLite keeps text). */
  private get createdAt() {
    return this.db.getMetadata(User).findColumnWithPropertyName('created_at')!;
  }

  /** The public profile of an active user by username, with their tags and published article count. */
  async findAuthor(username: string): Promise<PublicAuthor | null> {
    const [user] = await this.db.query<AuthorRow[]>(
      `SELECT u.id, u.username, u.display_name, u.avatar, u.bio, u.created_at,
         (SELECT COUNT(*) FROM articles a WHERE a.author_id = u.id AND a.status = ?) AS published
       FROM users u WHERE u.username = ? AND u.is_active = ?`,
      [PUBLISHED, username, true],
    );
    if (!user) return null;
    const tags = await this.db.query<{ id: number | string; name: string; color: string }[]>(
      `SELECT t.id, t.name, t.color FROM user_tags ut JOIN profile_tags t ON t.id = ut.tag_id WHERE ut.user_id = ? ORDER BY t.name`,
      [user.id],
    );
    return {
      id: Number(user.id),
      username: user.username,
      display_name: user.display_name,
      avatar: user.avatar,
      bio: user.bio,
      created_at: this.db.driver.prepareHydratedValue(user.created_at, this.createdAt) as Date,
      published: Number(user.published),
      tags: tags.map((t) => ({ id: Number(t.id), name: t.name, color: t.color })),
    };
  }
}
