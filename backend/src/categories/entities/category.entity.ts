import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const DEFAULT_CATEGORY_COLOR = '#FACC15';
export const DEFAULT_CATEGORY_ICON = 'folder';

@Entity('categories')
@Index('idx_categories_active_order', ['is_active', 'order_position', 'name'])
export class Category {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Index('uq_categories_slug', { unique: true })
  @Column({ type: 'varchar', length: 120 })
  slug!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 7, default: DEFAULT_CATEGORY_COLOR })
  color!: string;

  @Column({ type: 'varchar', length: 50, default: DEFAULT_CATEGORY_ICON })
  icon!: string;

  @Column({ type: 'int', default: 0 })
  order_position!: number;

  @Column({ type: 'boolean', default: true })
  is_active!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
