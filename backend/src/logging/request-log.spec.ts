import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import { Writable } from 'node:stream';
import { REDACTED_PATHS } from './logger';
import { lazyRequestLogger } from './request-log';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      done();
    },
  });
  const logger = pino({ level: 'info', redact: { paths: REDACTED_PATHS, censor: '[masqué]' } }, stream);
  return { logger, lines };
}

describe("Fastify's per-request logger, made on first use", () => {
  it('carries the request id and masks secrets when a route logs through it, and writes nothing otherwise', async () => {
    const { logger, lines } = capturingLogger();
    const app = Fastify({
      loggerInstance: logger,
      logController: new LogController({ disableRequestLogging: true }),
      childLoggerFactory: lazyRequestLogger,
      genReqId: () => 'req-42',
    });
    app.get('/note', async (request) => {
      request.log.warn({ password: 'Secret!1', article: 7 }, 'note');
      return { ok: true };
    });
    app.get('/quiet', async () => ({ ok: true }));
    await app.ready();

    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(lines).toEqual([]);

    expect((await app.inject('/note')).statusCode).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-42', article: 7, password: '[masqué]', msg: 'note' }),
    ]);
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    await app.close();
  });

  it('keeps the level asked for the route', async () => {
    const { logger, lines } = capturingLogger();
    const app = Fastify({
      loggerInstance: logger,
      logController: new LogController({ disableRequestLogging: true }),
      childLoggerFactory: lazyRequestLogger,
    });
    app.get('/errors-only', { logLevel: 'error' }, async (request) => {
      expect(request.log.level).toBe('error');
      request.log.info('tu');
      request.log.error('dit');
      return {};
    });
    await app.inject('/errors-only');
    expect(lines.map((line) => line.msg)).toEqual(['dit']);
    await app.close();
  });
});
