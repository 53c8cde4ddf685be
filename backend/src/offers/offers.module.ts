import { Module } from '@nestjs/common';
import { AffiliatesController } from './affiliates.controller';
import { GoOfferController } from './go-offer.controller';
import { OffersController } from './offers.controller';
import { OffersAdminController } from './offers-admin.controller';
import { OffersCoreModule } from './offers-core.module';
import { OrderClicks } from './order-clicks';
import { OrderLinks } from './order-links';

/** The offers the public pages show and the counted order links. */
@Module({
  imports: [OffersCoreModule],
  controllers: [OffersController, GoOfferController, AffiliatesController, OffersAdminController],
  providers: [OrderClicks, OrderLinks],
  exports: [OrderLinks],
})
export class OffersModule {}
