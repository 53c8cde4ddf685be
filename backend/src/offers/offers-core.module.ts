import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OfferClickDay } from './entities/offer-click-day.entity';
import { OfferProduct } from './entities/offer-product.entity';
import { OfferSyncState } from './entities/offer-sync-state.entity';
import { OffersSyncSchedule } from './jobs/offers-sync-schedule';
import { SyncOffersHandler } from './jobs/sync-offers.job';
import { OfferBlocks } from './offer-blocks';
import { OfferCatalogue } from './offer-catalogue';
import { OffersRepository } from './offers.repository';
import { OffersSync } from './offers-sync';

/** What both entrypoints need: the synced catalogue, its sync job's handler and its schedule (WHMCS from the global BillingModule). */
@Module({
  imports: [TypeOrmModule.forFeature([OfferProduct, OfferSyncState, OfferClickDay])],
  providers: [OffersRepository, OffersSync, OfferCatalogue, OfferBlocks, SyncOffersHandler, OffersSyncSchedule],
  exports: [OffersRepository, OffersSync, OfferCatalogue, OfferBlocks, OffersSyncSchedule],
})
export class OffersCoreModule {}
