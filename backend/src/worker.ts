import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadAppConfig } from './config/app-config';

/** Worker entrypoint (`npm run worker`): credits rewards, sends e-mails and publishes scheduled articles from the BullMQ queues. */
async function bootstrap(): Promise<void> {
  let redisUrl: string | undefined;
  try {
    redisUrl = loadAppConfig().redisUrl;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration invalide : ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (!redisUrl) {
    console.error('REDIS_URL est obligatoire pour le worker : sans Redis, l’API crédite elle-même les récompenses.');
    process.exit(1);
  }
  const { NestFactory } = await import('@nestjs/core');
  const { WorkerModule } = await import('./worker.module');
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks();
  new Logger('Worker').log('Worker démarré : files « rewards », « mail » et « publish »');
}

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
