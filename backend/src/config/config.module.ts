import { Global, Module } from '@nestjs/common';
import { ConfigModule as NestConfigModule } from '@nestjs/config';
import { AppConfig, loadAppConfig } from './app-config';

/**
 * Exposes the validated configuration as a typed `AppConfig`. It is read when the application is
 * created (not when this file is imported), so each application instance sees the environment of its
 * own start; `main.ts` validates it first to fail fast with a clear message.
 */
@Global()
@Module({
  imports: [NestConfigModule.forRoot({ ignoreEnvFile: true })],
  providers: [{ provide: AppConfig, useFactory: () => loadAppConfig(process.env) }],
  exports: [AppConfig],
})
export class AppConfigModule {}
