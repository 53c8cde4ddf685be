import { Global, Module } from '@nestjs/common';
import { PublicCacheBus } from './cache/public-cache-bus';
import { PublicCacheInvalidator } from './cache/public-cache-invalidator';
import { PublicResponseCache } from './cache/public-response-cache';

@Global()
@Module({
  providers: [PublicCacheInvalidator, PublicResponseCache, PublicCacheBus],
  exports: [PublicCacheInvalidator, PublicResponseCache],
})
export class CommonModule {}
