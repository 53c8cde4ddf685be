import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const DEFAULT_TAG_COLOR = '#FCD34D';

@Entity('profile_tags')
export class ProfileTag {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('uq_profile_tags_name', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Column({ type: 'varchar', length: 7, default: DEFAULT_TAG_COLOR })
  color!: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
