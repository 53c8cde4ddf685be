import { Global, Module } from '@nestjs/common';
import { PageStore } from './cache/page-store';
import { PublicCacheBus } from './cache/public-cache-bus';
import { PublicCacheInvalidator } from './cache/public-cache-invalidator';
import { PublicResponseCache } from './cache/public-response-cache';

@Global()
@Module({
  providers: [PublicCacheInvalidator, PublicResponseCache, PublicCacheBus, PageStore],
  exports: [PublicCacheInvalidator, PublicResponseCache, PageStore],
})
export class CommonModule {}
