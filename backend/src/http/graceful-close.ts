import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { AppConfig } from '../config/app-config';
import { ShutdownState } from '../health/shutdown-state';

/**
 * On shutdown Fastify stops accepting, closes idle keep-alive connections and waits for the requests in
 * flight. A connection whose request finishes after that moment would stay open for the whole
 * keep-alive timeout (65 s) and hold the exit: from the drain on, every answer asks the client to close
 * it, so that its next request opens a connection to another instance.
 */
export function closeConnectionsOnShutdown(fastify: FastifyInstance, state: ShutdownState): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing || state.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  // A page served from the public cache skips onSend: Node itself then answers `Connection: close`.
  fastify.addHook('onRequest', (_request, reply, done) => {
    if (state.draining) reply.raw.shouldKeepAlive = false;
    done();
  });
}

/**
 * SIGTERM: readiness fails at once, the instance keeps serving for `SHUTDOWN_DRAIN_MS` (the load balancer
 * notices and sends nothing new), then closes the server, lets the requests in flight finish, stops its
 * in-process queue and exits. Whatever is still running after `SHUTDOWN_TIMEOUT_MS` is cut: the process
 * exits anyway. SIGINT (Ctrl-C in a terminal) skips the drain.
 */
export function shutDownGracefully(app: NestFastifyApplication): void {
  const logger = new Logger('Arrêt');
  const config = app.get(AppConfig);
  const state = app.get(ShutdownState);
  const stop = async (signal: NodeJS.Signals) => {
    if (state.draining) return;
    state.draining = true;
    const drainMs = signal === 'SIGTERM' ? config.shutdown.drainMs : 0;
    logger.log(`${signal} reçu : plus prête, arrêt dans ${drainMs} ms (au plus ${config.shutdown.timeoutMs} ms)`);
    setTimeout(() => {
      logger.error(`Arrêt forcé après ${config.shutdown.timeoutMs} ms : des requêtes ou des jobs ne sont pas terminés`);
      process.exit(1);
    }, config.shutdown.timeoutMs).unref();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    try {
      await app.close();
    } catch (error) {
      logger.error(`Arrêt : ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    logger.log('Arrêt terminé');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}
