import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { WhmcsClient } from '../billing/whmcs-client';
import { WhmcsApiError, WhmcsTransportError } from '../billing/whmcs-errors';
import { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';
import { UnitOfWork } from '../database/unit-of-work';
import { rewardErrors } from '../i18n/errors';
import { NOTIFICATIONS_CREATED, type NotificationsCreatedEvent } from '../notifications/notification-events';
import { Notifier, type RewardRef } from '../notifications/notifier';
import { Reward } from './entities/reward.entity';
import type { JobAttempt } from '../queue/job-queue';
import { RewardJobsConfig } from './jobs/reward-jobs-config';
import { endsWithMarker, legacyRewardMarker, rewardDescription, rewardMarker } from './reward-events';
import { RewardsRepository } from './rewards.repository';

/**
 * `null` when the reward needs nothing more; when to check it again (its outcome is unknown); or why it
 * was given up for good (now `failed`).
 */
export type RewardRunOutcome = { checkAfterMs: number } | { failed: string } | null;

const SETTLED: RewardRunOutcome = null;

/** `sent_at` is stored to the second: a quarantine never ends earlier than this margin allows. */
const CLOCK_MARGIN_MS = 1000;

const rewardRef = (reward: Reward): RewardRef => ({
  userId: reward.user_id,
  submissionId: reward.submission_id,
  articleId: reward.article_id,
  title: reward.article_title,
  amountCents: reward.amount_cents,
  currency: reward.currency,
});

/**
 * Credits one reward exactly once, although WHMCS's AddCredit has no idempotency key and a PHP request
 * can still write its credit long after the caller gave up on it. Every credit carries the marker
 * `blog-reward:<id>`, which GetCredits finds again. The state machine (rows in `rewards`):
 *
 *   pending ──GetCredits shows the marker──────────────────────────────▶ credited
 *   pending ──claimSend (committed BEFORE AddCredit: sends+1, sent_at)──▶ uncertain
 *   uncertain ──AddCredit answered success─────────────────────────────▶ credited
 *   uncertain ──WHMCS answered an error / never connected──────────────▶ pending (retry) or failed
 *   uncertain ──timeout, reset, worker killed: nothing is done; checks follow
 *   uncertain ──GetCredits shows the marker (at any time)──────────────▶ credited
 *   uncertain ──no marker and sent_at + quarantine passed──────────────▶ pending, then sent again
 *   failed ──admin retry──▶ pending        uncertain ──admin retry──▶ checked now, same rules
 *
 * An admin retry comes from the rewards screen (a new job) or from the queue dashboard (the failed job run
 * again by hand, `attempt.byHand`): both only move `failed` to `pending` and then follow the rules above.
 *
 * "No marker" is only believed after the quarantine (REWARD_QUARANTINE_MS, longer than any WHMCS request
 * can run), so a credit still in flight is never paid a second time; a marker found is believed at once.
 * Every transition is a conditional update on status and `sends`, so two workers, a retried job and the
 * sweeper can run the same reward at the same time: one sends, the others check. A reward is marked
 * `failed` only from `pending`, that is when it is certain that nothing was written. Credited and failed
 * commit with their notification (the contributor, or every admin); the e-mails are queued after the commit.
 */
@Injectable()
export class RewardCreditor {
  private readonly logger = new Logger('Récompenses');

  constructor(
    private readonly rewards: RewardsRepository,
    private readonly whmcs: WhmcsClient,
    private readonly publicCache: PublicCacheInvalidator,
    private readonly jobs: RewardJobsConfig,
    private readonly uow: UnitOfWork,
    private readonly notifier: Notifier,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Resolves when the reward is settled, or with the delay after which it must be checked again (the
   * queue schedules that check); rejects to be retried.
   */
  async run(rewardId: number, attempt: JobAttempt): Promise<RewardRunOutcome> {
    // A given-up job retried from the dashboard: the same transition as the rewards screen's retry.
    if (attempt.byHand) await this.uow.run((tx) => this.rewards.resetFailed(tx, rewardId));
    const reward = await this.rewards.findById(rewardId);
    if (reward?.status === 'uncertain') return this.reconcile(reward);
    if (reward?.status !== 'pending') return SETTLED;
    if (reward.whmcs_client_id === null) return this.fail(rewardId, rewardErrors.noBillingAccount.text);
    await this.rewards.countAttempt(rewardId);
    try {
      const existing = await this.findCredit(reward);
      if (existing) {
        this.logger.log(
          `Récompense ${rewardId} déjà créditée dans WHMCS (crédit ${existing.id}) : rapprochement sans nouveau paiement`,
        );
        await this.credited(reward, existing.id);
        return SETTLED;
      }
      return await this.send(reward);
    } catch (error) {
      const reason = describe(error);
      // WHMCS refusing the credit itself (client gone, amount format) will not change by retrying.
      const permanent = error instanceof WhmcsApiError && !error.isAccessDenied && error.httpStatus < 500;
      if (permanent || attempt.isLast) return this.fail(rewardId, reason);
      await this.rewards.noteError(rewardId, 'pending', reason);
      throw error;
    }
  }

  private async send(reward: Reward): Promise<RewardRunOutcome> {
    const description = rewardDescription(reward.article_title, rewardMarker(await this.rewards.installationId(), reward.id));
    if (!(await this.rewards.claimSend(reward, new Date()))) return SETTLED; // another process is sending it
    let balanceCents: number | null;
    try {
      ({ newBalanceCents: balanceCents } = await this.whmcs.addCredit({
        clientId: reward.whmcs_client_id!,
        amountCents: reward.amount_cents,
        description,
      }));
    } catch (error) {
      if (provablyNotWritten(error)) {
        await this.rewards.releaseSend(reward.id, reward.sends, describe(error));
        throw error; // back in `pending`: the caller's retry rules apply
      }
      this.logger.warn(
        `Récompense ${reward.id} : issue de l'envoi ${reward.sends} inconnue (${describe(error)}), vérification avant tout nouvel envoi`,
      );
      await this.rewards.noteError(reward.id, 'uncertain', rewardErrors.uncertainSend(describe(error)).text);
      return this.nextCheck(reward);
    }
    await this.credited(reward, null, balanceCents);
    return SETTLED;
  }

  /** An `uncertain` reward: credited if WHMCS shows it, sent again only once the quarantine is over. */
  private async reconcile(reward: Reward): Promise<RewardRunOutcome> {
    let existing: { id: number } | undefined;
    try {
      existing = await this.findCredit(reward);
    } catch (error) {
      await this.rewards.noteError(reward.id, 'uncertain', rewardErrors.uncertainSend(describe(error)).text);
      return this.nextCheck(reward);
    }
    if (existing) {
      this.logger.log(`Récompense ${reward.id} : crédit ${existing.id} trouvé dans WHMCS après un envoi incertain`);
      await this.credited(reward, existing.id);
      return SETTLED;
    }
    if (this.quarantineLeftMs(reward) > 0) return this.nextCheck(reward);
    if (!(await this.rewards.releaseSend(reward.id, reward.sends, null))) return SETTLED; // settled meanwhile
    this.logger.log(`Récompense ${reward.id} : aucun crédit dans WHMCS après la quarantaine, nouvel envoi`);
    reward.status = 'pending';
    reward.sent_at = null;
    return this.send(reward);
  }

  private quarantineLeftMs(reward: Reward): number {
    if (!reward.sent_at) return 0;
    return new Date(reward.sent_at).getTime() + this.jobs.quarantineMs + CLOCK_MARGIN_MS - Date.now();
  }

  /**
   * Checks come every twentieth of the quarantine (a late credit is seen soon after WHMCS writes it),
   * and one lands just after the quarantine ends. A lost check is made up for by the sweeper.
   */
  private nextCheck(reward: Reward): RewardRunOutcome {
    const left = this.quarantineLeftMs(reward);
    const step = Math.max(this.jobs.backoffMs, Math.ceil(this.jobs.quarantineMs / 20));
    return { checkAfterMs: Math.max(left > 0 ? Math.min(step, left) : step, 100) };
  }

  private async findCredit(reward: Reward): Promise<{ id: number } | undefined> {
    const markers = [rewardMarker(await this.rewards.installationId(), reward.id)];
    if (reward.legacy_marker) markers.push(legacyRewardMarker(reward.id));
    const credits = await this.whmcs.getCredits(reward.whmcs_client_id!);
    return credits.find((credit) => markers.some((marker) => endsWithMarker(credit.description, marker)));
  }

  /**
   * The reward credited, the user's total and the contributor's notification in one transaction
   * (`balanceCents`: the client's new credit balance when AddCredit said it); only the run that moved it
   * tells anyone.
   */
  private async credited(reward: Reward, whmcsCreditId: number | null, balanceCents: number | null = null): Promise<void> {
    const notified = await this.uow.run(async (tx) =>
      (await this.rewards.markCredited(tx, reward, whmcsCreditId))
        ? this.notifier.rewardCredited(tx, rewardRef(reward), balanceCents)
        : null,
    );
    if (notified === null) return;
    this.notificationsCommitted(notified);
    this.publicCache.listsChanged();
  }

  /** Given up only if it was still `pending` (else another run settled it meanwhile); every admin is told. */
  private async fail(rewardId: number, reason: string): Promise<RewardRunOutcome> {
    const notified = await this.uow.run(async (tx) => {
      const reward = await this.rewards.markFailed(tx, rewardId, reason);
      return reward ? this.notifier.rewardFailed(tx, rewardRef(reward), reason) : null;
    });
    if (notified === null) return SETTLED;
    this.notificationsCommitted(notified);
    this.logger.warn(`Récompense ${rewardId} en échec : ${reason}`);
    return { failed: reason };
  }

  private notificationsCommitted(ids: number[]): void {
    if (ids.length) this.events.emit(NOTIFICATIONS_CREATED, { ids } satisfies NotificationsCreatedEvent);
  }
}

/** WHMCS answered (it refused), or the request never left: either way no credit was written. */
function provablyNotWritten(error: unknown): boolean {
  if (error instanceof WhmcsApiError) return error.httpStatus < 500;
  if (error instanceof WhmcsTransportError) return !error.maybeDelivered;
  return false;
}

function describe(error: unknown): string {
  if (error instanceof WhmcsTransportError) return rewardErrors.billingUnreachable(error.message).text;
  if (error instanceof WhmcsApiError) return rewardErrors.creditRefused(error.message).text;
  return rewardErrors.unexpected(error instanceof Error ? error.message : String(error)).text;
}
