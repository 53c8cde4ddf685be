import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { ProfileTag } from './profile-tag.entity';
import type { Role } from '../../access/roles';

export { ROLES, type Role, STAFF_ROLES } from '../../access/roles';

@Entity('users')
@Index('idx_users_ranking', ['role', 'articles_approved', 'total_rewards_cents'])
@Index('idx_users_created', ['created_at', 'id'])
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('uq_users_username', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  username!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  display_name!: string | null;

  /** Stored lower-case so that look-ups are case-insensitive on both databases. */
  @Index('uq_users_email', { unique: true })
  @Column({ type: 'varchar', length: 191 })
  email!: string;

  /** Null for customers who sign in through WHMCS only. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  password_hash!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  avatar!: string | null;

  @Column({ type: 'text', nullable: true })
  bio!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'contributor' })
  role!: Role;

  @Column({ type: 'boolean', default: true })
  is_active!: boolean;

  @Column({ type: 'datetime', nullable: true })
  last_login!: Date | null;

  @Index('uq_users_whmcs_client', { unique: true })
  @Column({ type: 'int', nullable: true })
  whmcs_client_id!: number | null;

  /** Bumped on password change or deactivation: tokens carrying an older version stop working. */
  @Column({ type: 'int', default: 0 })
  token_version!: number;

  /** Credited rewards, in cents (maintained by the reward worker). */
  @Column({ type: 'int', default: 0 })
  total_rewards_cents!: number;

  /** Kinds of notification e-mail this user switched off (comma-separated); in-app notifications stay on. */
  @Column({ type: 'varchar', length: 255, default: '' })
  email_opt_out!: string;

  /** Published articles (maintained when an article enters or leaves the published state). */
  @Column({ type: 'int', default: 0 })
  articles_approved!: number;

  @ManyToMany(() => ProfileTag)
  @JoinTable({
    name: 'user_tags',
    joinColumn: { name: 'user_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'tag_id', referencedColumnName: 'id' },
  })
  tags?: ProfileTag[];

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
