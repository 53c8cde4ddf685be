import { Global, Module } from '@nestjs/common';
import { PageStore } from './page-store';
import { PublicCacheBus } from './public-cache-bus';
import { PublicCacheInvalidator } from './public-cache-invalidator';
import { PublicResponseCache } from './public-response-cache';

@Global()
@Module({
  providers: [PublicCacheInvalidator, PublicResponseCache, PublicCacheBus, PageStore],
  exports: [PublicCacheInvalidator, PublicResponseCache, PageStore],
})
export class PublicCacheModule {}
