import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { WhmcsClient, type WhmcsCredit } from '../billing/whmcs-client';
import { UnitOfWork } from '../database/unit-of-work';
import { NOTIFICATIONS_CREATED, type NotificationsCreatedEvent } from '../notifications/notification-events';
import { Notifier } from '../notifications/notifier';
import { LISTED_MISMATCHES, type ReconciliationMismatchDto } from './dto/ledger.dto';
import type { ReconciliationTrigger } from './entities/reconciliation-run.entity';
import { type CreditedReward, LedgerRepository } from './ledger.repository';
import { centsToNumber } from './money';
import { legacyRewardMarker, rewardMarker } from './reward-events';
import { RewardsRepository } from './rewards.repository';

/** Progress is written at most this often (and at the end). */
const PROGRESS_EVERY_MS = 1000;

/** Credited rewards read at once, within one WHMCS client. */
const REWARDS_PAGE = 1000;

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

  /**
   * Runs the comparison for a run row; a WHMCS failure fails the run (retried by the job). Rewards are read
   * a page at a time and only the first mismatches are kept in full, so a ledger of any size is checked
   * in bounded memory.
   */
  async run(runId: number): Promise<void> {
    const run = await this.ledger.findRun(runId);
    if (!run || run.status !== 'running') return;
    const clients = await this.ledger.creditedClients();
    // Counted before reading: a reward credited meanwhile is checked too, and counted then.
    let total = clients.reduce((sum, client) => sum + client.count, 0);
    const installation = await this.rewards.installationId();
    const listed: ReconciliationMismatchDto[] = [];
    let found = 0;
    let checked = 0;
    let lastProgress = 0;
    try {
      await this.ledger.progress(runId, 0, total);
      for (const { whmcsClientId } of clients) {
        const credits = indexCredits(whmcsClientId === null ? [] : await this.whmcs.getCredits(whmcsClientId));
        for await (const rewards of this.ledger.credited(whmcsClientId, REWARDS_PAGE)) {
          for (const mismatch of compare(rewards, credits, installation)) {
            found += 1;
            if (listed.length < LISTED_MISMATCHES) listed.push(mismatch);
          }
          checked += rewards.length;
          total = Math.max(total, checked);
          if (Date.now() - lastProgress > PROGRESS_EVERY_MS) {
            lastProgress = Date.now();
            await this.ledger.progress(runId, checked, total);
          }
        }
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.ledger.finishRun(runId, {
        status: 'failed',
        checked,
        total,
        mismatchCount: found,
        mismatches: listed,
        error: message,
      });
      this.logger.warn(`Vérification ${runId} interrompue : ${message}`);
      return;
    }
    await this.ledger.finishRun(runId, { status: 'done', checked, total, mismatchCount: found, mismatches: listed });
    if (found) {
      this.logger.warn(`Vérification ${runId} : ${found} écart(s)`);
      const ids = await this.uow.run((tx) => this.notifier.rewardMismatch(tx, found));
      if (ids.length) this.events.emit(NOTIFICATIONS_CREATED, { ids } satisfies NotificationsCreatedEvent);
    }
  }
}

/** A client's WHMCS credits by the marker their description ends with (credits without one are left out). */
export function indexCredits(credits: WhmcsCredit[]): Map<string, WhmcsCredit[]> {
  const byMarker = new Map<string, WhmcsCredit[]>();
  for (const credit of credits) {
    const marker = trailingMarker(credit.description);
    if (!marker) continue;
    const list = byMarker.get(marker);
    if (list) list.push(credit);
    else byMarker.set(marker, [credit]);
  }
  return byMarker;
}

/** One client's rewards against its credit log. */
export function compare(
  rewards: CreditedReward[],
  byMarker: Map<string, WhmcsCredit[]>,
  installation: string,
): ReconciliationMismatchDto[] {
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
      display_name: reward.display_name,
      whmcs_client_id: reward.whmcs_client_id,
      amount: centsToNumber(reward.amount_cents),
      currency: reward.currency,
      whmcs_amounts: found.map((credit) => centsToNumber(credit.amountCents)),
      whmcs_credit_ids: found.map((credit) => credit.id),
    });
  }
  return mismatches;
}
