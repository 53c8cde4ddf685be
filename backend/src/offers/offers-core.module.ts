import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OfferCardChoice } from './entities/offer-card-choice.entity';
import { OfferAffiliate } from './entities/offer-affiliate.entity';
import { OfferClickDay } from './entities/offer-click-day.entity';
import { OfferProduct } from './entities/offer-product.entity';
import { OfferSyncState } from './entities/offer-sync-state.entity';
import { OffersSyncSchedule } from './jobs/offers-sync-schedule';
import { SyncOffersHandler } from './jobs/sync-offers.job';
import { AffiliatesRepository } from './affiliates.repository';
import { AffiliatesService } from './affiliates.service';
import { RefreshAffiliatesHandler } from './jobs/refresh-affiliates.job';
import { OfferBlocks } from './offer-blocks';
import { OfferCatalogue } from './offer-catalogue';
import { OffersRepository } from './offers.repository';
import { OffersSync } from './offers-sync';

/** What both entrypoints need: the synced catalogue, its sync job's handler and its schedule (WHMCS from the global BillingModule). */
@Module({
  imports: [TypeOrmModule.forFeature([OfferProduct, OfferSyncState, OfferClickDay, OfferAffiliate, OfferCardChoice])],
  providers: [
    OffersRepository,
    OffersSync,
    OfferCatalogue,
    OfferBlocks,
    SyncOffersHandler,
    OffersSyncSchedule,
    AffiliatesRepository,
    AffiliatesService,
    RefreshAffiliatesHandler,
  ],
  exports: [
    OffersRepository,
    OffersSync,
    OfferCatalogue,
    OfferBlocks,
    OffersSyncSchedule,
    AffiliatesRepository,
    AffiliatesService,
  ],
})
export class OffersCoreModule {}
