import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { WhmcsClient, type WhmcsCredit } from '../billing/whmcs-client';
import { UnitOfWork } from '../database/unit-of-work';
import { NOTIFICATIONS_CREATED, type NotificationsCreatedEvent } from '../notifications/notification-events';
import { Notifier } from '../notifications/notifier';
import type { ReconciliationMismatchDto } from './dto/ledger.dto';
import type { ReconciliationTrigger } from './entities/reconciliation-run.entity';
import { type CreditedReward, LedgerRepository } from './ledger.repository';
import { centsToNumber } from './money';
import { legacyRewardMarker, rewardMarker } from './reward-events';
import { RewardsRepository } from './rewards.repository';

/** Progress is written at most this often (and at the end). */
const PROGRESS_EVERY_MS = 1000;

/** The marker a description ends with, `(blog-reward:…)` as its last token, or null. */
const TRAILING_MARKER = /\((blog-reward:[0-9a-z:]+)\)$/;

export function trailingMarker(description: string): string | null {
  return TRAILING_MARKER.exec(description.trimEnd())?.[1] ?? null;
}

/**
 * Compares every credited reward with its WHMCS client's credit log: each must appear exactly once,
 * found by the marker it was sent with as the last token of the description (a title can never
 * forge it), with the same amount. Mismatches are recorded on the run and told to the admins; nothing
 * is ever corrected here.
 */
@Injectable()
export class RewardReconciler {
  private readonly logger = new Logger('Vérification WHMCS');

  constructor(
    private readonly ledger: LedgerRepository,
    private readonly rewards: RewardsRepository,
    private readonly whmcs: WhmcsClient,
    private readonly uow: UnitOfWork,
    private readonly notifier: Notifier,
    private readonly events: EventEmitter2,
  ) {}

  /** Starts a run row for the nightly check (the manual one is created by the API before queueing). */
  async startNightly(): Promise<number> {
    return (await this.ledger.startRun('nightly' satisfies ReconciliationTrigger)).id;
  }

  /** Runs the comparison for a run row; a WHMCS failure fails the run (retried by the job). */
  async run(runId: number): Promise<void> {
    const run = await this.ledger.findRun(runId);
    if (!run || run.status !== 'running') return;
    const credited = await this.ledger.credited();
    const installation = await this.rewards.installationId();
    const mismatches: ReconciliationMismatchDto[] = [];
    let checked = 0;
    let lastProgress = 0;
    try {
      await this.ledger.progress(runId, 0, credited.length);
      for (const [clientId, rewards] of byClient(credited)) {
        const credits = clientId === null ? [] : await this.whmcs.getCredits(clientId);
        mismatches.push(...compare(rewards, credits, installation));
        checked += rewards.length;
        if (Date.now() - lastProgress > PROGRESS_EVERY_MS) {
          lastProgress = Date.now();
          await this.ledger.progress(runId, checked, credited.length);
        }
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.ledger.finishRun(runId, { status: 'failed', checked, total: credited.length, mismatches, error: message });
      this.logger.warn(`Vérification ${runId} interrompue : ${message}`);
      return;
    }
    await this.ledger.finishRun(runId, { status: 'done', checked, total: credited.length, mismatches });
    if (mismatches.length) {
      this.logger.warn(`Vérification ${runId} : ${mismatches.length} écart(s)`);
      const ids = await this.uow.run((tx) => this.notifier.rewardMismatch(tx, mismatches.length));
      if (ids.length) this.events.emit(NOTIFICATIONS_CREATED, { ids } satisfies NotificationsCreatedEvent);
    }
  }
}

function byClient(rewards: CreditedReward[]): Map<number | null, CreditedReward[]> {
  const groups = new Map<number | null, CreditedReward[]>();
  for (const reward of rewards) {
    const group = groups.get(reward.whmcs_client_id);
    if (group) group.push(reward);
    else groups.set(reward.whmcs_client_id, [reward]);
  }
  return groups;
}

/** One client's rewards against its credit log. */
export function compare(rewards: CreditedReward[], credits: WhmcsCredit[], installation: string): ReconciliationMismatchDto[] {
  const byMarker = new Map<string, WhmcsCredit[]>();
  for (const credit of credits) {
    const marker = trailingMarker(credit.description);
    if (!marker) continue;
    const list = byMarker.get(marker);
    if (list) list.push(credit);
    else byMarker.set(marker, [credit]);
  }
  const mismatches: ReconciliationMismatchDto[] = [];
  for (const reward of rewards) {
    const found = [
      ...(byMarker.get(rewardMarker(installation, reward.id)) ?? []),
      ...(reward.legacy_marker ? (byMarker.get(legacyRewardMarker(reward.id)) ?? []) : []),
    ];
    const kind =
      found.length === 0
        ? 'missing'
        : found.length > 1
          ? 'duplicate'
          : found[0]!.amountCents !== reward.amount_cents
            ? 'amount'
            : null;
    if (!kind) continue;
    mismatches.push({
      kind,
      reward_id: reward.id,
      article_title: reward.article_title,
      username: reward.username,
      whmcs_client_id: reward.whmcs_client_id,
      amount: centsToNumber(reward.amount_cents),
      currency: reward.currency,
      whmcs_amounts: found.map((credit) => centsToNumber(credit.amountCents)),
      whmcs_credit_ids: found.map((credit) => credit.id),
    });
  }
  return mismatches;
}
