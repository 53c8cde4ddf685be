import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadAppConfig } from './config/app-config';

/** Worker entrypoint (`npm run worker`): credits rewards, sends e-mails and publishes scheduled articles from the BullMQ queues. */
async function bootstrap(): Promise<void> {
  let redisUrl: string | undefined;
  let shutdownTimeoutMs = 0;
  let metricsToken: string | undefined;
  let host = '0.0.0.0';
  let dataDir = 'data';
  try {
    const config = loadAppConfig();
    redisUrl = config.redisUrl;
    shutdownTimeoutMs = config.shutdown.timeoutMs;
    metricsToken = config.metricsToken;
    host = config.host;
    dataDir = config.dataDir;
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
  const { createJsonLogger, jsonLogsWanted, PinoNestLogger } = await import('./logging/logger');
  const app = await NestFactory.createApplicationContext(WorkerModule, {
    logger: jsonLogsWanted() ? new PinoNestLogger(createJsonLogger('worker')) : ['error', 'warn', 'log'],
  });
  const logger = new Logger('Worker');
  // SIGTERM: the BullMQ workers take no new job and wait for the ones running (closing the application
  // closes them). A job still running after SHUTDOWN_TIMEOUT_MS is cut by the exit: its lock lapses and
  // BullMQ hands it to another worker, whose handler is safe to run twice (rewards: reward-creditor.ts).
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.log(`${signal} reçu : plus de nouveau job, arrêt après les jobs en cours (au plus ${shutdownTimeoutMs} ms)`);
      setTimeout(() => {
        logger.error(`Arrêt forcé après ${shutdownTimeoutMs} ms : les jobs en cours seront repris par un autre worker`);
        process.exit(1);
      }, shutdownTimeoutMs).unref();
      app.close().then(
        () => {
          logger.log('Arrêt terminé');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error(`Arrêt : ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
    });
  }
  const metricsPort = Number(process.env.WORKER_METRICS_PORT || 0);
  if (metricsPort > 0 && metricsToken) {
    const { serveWorkerMetrics } = await import('./monitoring/worker-metrics-server');
    (await serveWorkerMetrics(metricsPort, host, metricsToken)).unref();
    logger.log(`Métriques du worker sur le port ${metricsPort} (/metrics)`);
  } else if (metricsPort > 0) {
    logger.warn('WORKER_METRICS_PORT est défini sans METRICS_TOKEN : pas de métriques du worker');
  }
  // Its container's healthcheck reads this file's age (docker-compose.yml).
  const { RedisConnection } = await import('./redis/redis.module');
  const { startWorkerHeartbeat } = await import('./health/worker-heartbeat');
  const redis = app.get(RedisConnection);
  startWorkerHeartbeat(dataDir, async () => (await redis.status()) === 'up');
  logger.log('Worker démarré : files « rewards », « mail » et « publish »');
}

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
