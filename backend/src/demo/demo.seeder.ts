import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { WhmcsClient } from '../billing/whmcs-client';
import { WhmcsEndpoint } from '../billing/whmcs-endpoint';
import { AppConfig } from '../config/app-config';
import { loadSharp } from '../uploads/sharp-loader';
import { UploadsService } from '../uploads/uploads.service';
import { PasswordHasher } from '../users/password-hasher';
import { DEMO_ADMIN, DEMO_CONTRIBUTOR } from './demo-accounts';
import { DEMO_ARTICLES, demoCoverSvg } from './demo-articles';
import { DemoDataRepository } from './demo-data.repository';
import type { Reward } from '../rewards/entities/reward.entity';
import { rewardDescription, rewardMarker } from '../rewards/reward-events';
import { RewardsRepository } from '../rewards/rewards.repository';

/**
 * Fills an empty database with demo data when demo data is on (never in production): the admin, a
 * contributor, categories, profile tags and published articles. A database that already has users is
 * left alone, so a restart adds nothing twice. With the embedded WHMCS sandbox, the contributor is linked
 * to her billing account there, so approving one of her articles pays its reward as in production.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Démo');

  constructor(
    private readonly config: AppConfig,
    private readonly data: DemoDataRepository,
    private readonly hasher: PasswordHasher,
    private readonly uploads: UploadsService,
    private readonly whmcsEndpoint: WhmcsEndpoint,
    private readonly whmcs: WhmcsClient,
    private readonly rewards: RewardsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    if (!(await this.data.isEmpty())) return;
    const [adminHash, contributorHash] = await Promise.all([
      this.hasher.hash(DEMO_ADMIN.password),
      this.hasher.hash(DEMO_CONTRIBUTOR.password),
    ]);
    // Files first: the images go through the same pipeline as uploads and cannot be part of the transaction.
    const covers = await this.drawCovers();
    const contributorClientId = await this.contributorClientId();
    const rewards = await this.data.seed({ adminHash, contributorHash, contributorClientId, covers, now: Date.now() });
    await this.creditInSandbox(rewards);
    this.logger.log(`Données de démonstration créées (admin ${DEMO_ADMIN.email}, contributeur ${DEMO_CONTRIBUTOR.email}).`);
  }

  /** The demo contributor's client in the embedded sandbox; none with a real WHMCS (she has no account there). */
  private async contributorClientId(): Promise<number | null> {
    if (!this.whmcsEndpoint.embedded) return null;
    return (await this.whmcs.getClient({ email: DEMO_CONTRIBUTOR.email }))?.id ?? null;
  }

  /**
   * The demo's credited rewards, written to the sandbox as the creditor writes them (same description
   * and marker), so that the ledger's WHMCS check finds each one once.
   */
  private async creditInSandbox(rewards: Reward[]): Promise<void> {
    if (rewards.length === 0) return;
    const installation = await this.rewards.installationId();
    for (const reward of rewards) {
      if (reward.whmcs_client_id === null) continue;
      const description = rewardDescription(reward.article_title, rewardMarker(installation, reward.id));
      await this.whmcs.addCredit({ clientId: reward.whmcs_client_id, amountCents: reward.amount_cents, description });
    }
  }

  /** Cover images for the articles that have one, keyed by their index in DEMO_ARTICLES. */
  private async drawCovers(): Promise<Map<number, string>> {
    const covers = new Map<number, string>();
    for (const [index, demo] of DEMO_ARTICLES.entries()) {
      if (!demo.image) continue;
      const png = await loadSharp()(demoCoverSvg(demo.image.from, demo.image.to, index + 1))
        .png()
        .toBuffer();
      covers.set(index, (await this.uploads.storeArticleImage(png)).url);
    }
    return covers;
  }
}
