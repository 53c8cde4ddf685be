import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Values an installation generates once and keeps for its whole life, never shown in the settings
 * screen: today the installation id that the reward marker carries, so that two installations sharing
 * one WHMCS (staging and production) never take each other's credit for their own.
 */
@Entity('installation_values')
export class InstallationValue {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key!: string;

  @Column({ type: 'varchar', length: 255 })
  value!: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
