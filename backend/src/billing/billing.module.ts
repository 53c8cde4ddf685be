import { DynamicModule, Module } from '@nestjs/common';
import { EMBEDDED_WHMCS_MODE, EmbeddedWhmcsMode, WhmcsEndpoint } from './whmcs-endpoint';
import { WhmcsClient } from './whmcs-client';

/** The WHMCS adapter. The API starts the embedded sandbox when WHMCS_URL is absent; the worker attaches to it. */
@Module({})
export class BillingModule {
  private static readonly instances = new Map<EmbeddedWhmcsMode, DynamicModule>();

  /** The same module object per mode, so every importer shares one client and one embedded sandbox. */
  static forRoot(embedded: EmbeddedWhmcsMode = 'start'): DynamicModule {
    let module = BillingModule.instances.get(embedded);
    if (!module) {
      module = {
        module: BillingModule,
        global: true,
        providers: [{ provide: EMBEDDED_WHMCS_MODE, useValue: embedded }, WhmcsEndpoint, WhmcsClient],
        exports: [WhmcsClient, WhmcsEndpoint],
      };
      BillingModule.instances.set(embedded, module);
    }
    return module;
  }
}
