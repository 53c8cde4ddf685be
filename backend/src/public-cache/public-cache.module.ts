import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { PageStore } from './page-store';
import { PageStoreRepository } from './page-store.repository';
import { PAGE_BUILD_FINGERPRINT, PAGE_STORE_SERVES_PAGES, type PublicCacheModuleOptions } from './public-cache.options';
import { PublicCacheBus } from './public-cache-bus';
import { PublicCacheInvalidator } from './public-cache-invalidator';
import { PublicResponseCache } from './public-response-cache';

/**
 * The public page cache: answers in memory, pages on disk, and the changes that make them stale, heard
 * in this process and carried between processes. Its Fastify hooks are installed by the HTTP server
 * (`installPublicCache`).
 */
@Module({})
export class PublicCacheModule {
  static forRoot(options: PublicCacheModuleOptions): DynamicModule {
    return {
      module: PublicCacheModule,
      global: true,
      providers: [
        {
          provide: PAGE_BUILD_FINGERPRINT,
          inject: [AppConfig],
          useFactory: (config: AppConfig) => options.buildFingerprint(config),
        },
        { provide: PAGE_STORE_SERVES_PAGES, useValue: options.servesPages },
        PublicCacheInvalidator,
        PublicResponseCache,
        // In this order, as the listeners of a change run: memory first, then the other processes, then disk.
        PublicCacheBus,
        PageStore,
        PageStoreRepository,
      ],
      exports: [PublicCacheInvalidator, PublicResponseCache, PageStore],
    };
  }
}
