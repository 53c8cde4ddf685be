import { Injectable, Logger } from '@nestjs/common';
import { WhmcsClient } from '../billing/whmcs-client';
import { WhmcsApiError, WhmcsTransportError } from '../billing/whmcs-errors';
import { PublicCacheInvalidator } from '../common/cache/public-cache-invalidator';
import { carriesMarker, rewardMarker } from './reward-events';
import { RewardsRepository } from './rewards.repository';

export const NO_BILLING_ACCOUNT = "Le contributeur n'a pas de compte client WHMCS : la récompense ne peut pas être créditée";

/**
 * Credits one reward, idempotently: it does nothing unless the reward is `pending`, and asks WHMCS
 * (GetCredits) whether an earlier try already paid it before paying (AddCredit has no idempotency key,
 * and a crash or timeout can fall between WHMCS's write and ours). Run by the BullMQ worker, or by the
 * in-process queue when there is no Redis.
 */
@Injectable()
export class RewardCreditor {
  private readonly logger = new Logger('Récompenses');

  constructor(
    private readonly rewards: RewardsRepository,
    private readonly whmcs: WhmcsClient,
    private readonly publicCache: PublicCacheInvalidator,
  ) {}

  /** Resolves when the reward is settled (credited, failed for good, or nothing to do); rejects to be retried. */
  async run(rewardId: number, attempt: { number: number; isLast: boolean }): Promise<void> {
    const reward = await this.rewards.findById(rewardId);
    if (!reward || reward.status !== 'pending') return;
    const clientId = await this.rewards.whmcsClientOf(reward.user_id);
    if (clientId === null) {
      await this.fail(rewardId, NO_BILLING_ACCOUNT);
      return;
    }
    await this.rewards.countAttempt(rewardId);
    try {
      const existing = (await this.whmcs.getCredits(clientId)).find((credit) => carriesMarker(credit.description, rewardId));
      if (!existing) {
        await this.whmcs.addCredit({
          clientId,
          amountCents: reward.amount_cents,
          description: `Récompense blog : « ${reward.article_title.slice(0, 120)} » (${rewardMarker(rewardId)})`,
        });
      } else {
        this.logger.log(`Récompense ${rewardId} déjà créditée dans WHMCS (crédit ${existing.id}) : rapprochement sans nouveau paiement`);
      }
      if (await this.rewards.markCredited(reward, existing?.id ?? null)) this.publicCache.invalidate();
    } catch (error) {
      const reason = describe(error);
      // WHMCS refusing the credit itself (client gone, amount format) will not change by retrying.
      const permanent = error instanceof WhmcsApiError && !error.isAccessDenied;
      if (permanent || attempt.isLast) {
        await this.fail(rewardId, reason);
        return;
      }
      await this.rewards.noteError(rewardId, reason);
      throw error;
    }
  }

  private async fail(rewardId: number, reason: string): Promise<void> {
    if (await this.rewards.markFailed(rewardId, reason)) this.logger.warn(`Récompense ${rewardId} en échec : ${reason}`);
  }
}

function describe(error: unknown): string {
  if (error instanceof WhmcsTransportError) return `Service de facturation injoignable (${error.message})`;
  if (error instanceof WhmcsApiError) return `WHMCS a refusé le crédit : ${error.message}`;
  return `Erreur inattendue : ${error instanceof Error ? error.message : String(error)}`;
}
