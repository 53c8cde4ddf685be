import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';

export const RECONCILIATION_STATUSES = ['running', 'done', 'failed'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];
export const RECONCILIATION_TRIGGERS = ['manual', 'nightly'] as const;
export type ReconciliationTrigger = (typeof RECONCILIATION_TRIGGERS)[number];

/**
 * One comparison of the credited rewards with WHMCS's credit log: its progress while it runs (shown on
 * the ledger) and what it found. Mismatches are reported, never corrected.
 */
@Entity('reward_reconciliations')
@Index('idx_reward_reconciliations_started', ['started_at'])
export class ReconciliationRun {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  trigger!: ReconciliationTrigger;

  @Column({ type: 'varchar', length: 20, default: 'running' })
  status!: ReconciliationStatus;

  /** Credited rewards to compare, and how many are done. */
  @Column({ type: 'int', default: 0 })
  total!: number;

  @Column({ type: 'int', default: 0 })
  checked!: number;

  @Column({ type: 'int', default: 0 })
  mismatch_count!: number;

  /** JSON list of the mismatches found (see reward-reconciler.ts). */
  @Column({ type: LONG_TEXT, nullable: true })
  mismatches!: string | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ type: 'datetime' })
  started_at!: Date;

  @Column({ type: 'datetime', nullable: true })
  finished_at!: Date | null;
}
