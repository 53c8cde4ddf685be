import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { queueDashboardTexts as t } from '../../i18n/queues';
import { redisKeyPrefix } from '../../redis/key-prefix';
import { connectRedis } from '../../redis/redis-options';
import { QueueName } from '../queues';
import { DashboardSessions, QUEUE_DASHBOARD_PATH } from './dashboard-session';
import { inProcessJobsPage } from './in-process-jobs-page';

const THIRD_PARTY_FONTS = /<link[^>]+href="https:\/\/fonts\.googleapis\.com[^>]*>/g;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Bull Board's French catalogue, served with the few texts it leaves in English translated. */
const FRENCH_MESSAGES = `${QUEUE_DASHBOARD_PATH}/static/locales/fr-FR/messages.json`;

/** The back-office route that opens a dashboard session then comes here (a signed-in admin passes through). */
export const QUEUE_DASHBOARD_OPENER = '/admin/queues-open';

/**
 * Bull Board under /blog/admin/queues, every queue of `QueueName`, for admins only (DashboardSessions):
 * its page, its JSON API and its files all go through the same check. Without Redis the jobs run in the
 * API's memory: a page says so instead. Raw Fastify routes, outside Swagger, registered like the pages
 * once Nest has installed its error handler.
 */
@Injectable()
export class QueueDashboardRoutes implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Files de tâches');
  private connection: Redis | null = null;
  private queues: Queue[] = [];

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly sessions: DashboardSessions,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || process.env.OPENAPI_ONLY === 'true') return;
    await fastify.register(async (scope) => {
      scope.addHook('onRequest', (request, reply) => this.admitOrRefuse(request, reply));
      scope.addHook('onSend', async (request, reply, payload) => {
        // Behind a session: never kept by a shared cache; the board's files may be revalidated.
        reply.header('Cache-Control', /\/static\//.test(request.url) ? 'private, no-cache' : 'no-store');
        // The board's page asks Google for its fonts: the page policy would refuse them, and an admin's
        // browser has no reason to call a third party from here. Its own fallback fonts are used.
        // Its page says it is in English; the board is shown in French (uiConfig.locale).
        return typeof payload === 'string'
          ? payload.replace(THIRD_PARTY_FONTS, '').replace('<html lang="en"', '<html lang="fr"')
          : payload;
      });
      if (this.config.redisUrl) {
        const messages = frenchMessages();
        scope.get(FRENCH_MESSAGES, (_request, reply) => reply.type('application/json; charset=utf-8').send(messages));
        await scope.register(this.board(this.config.redisUrl), { prefix: QUEUE_DASHBOARD_PATH });
      } else {
        const page = (_request: FastifyRequest, reply: FastifyReply) =>
          reply.type('text/html; charset=utf-8').send(inProcessJobsPage(this.config.brand.name));
        scope.get(QUEUE_DASHBOARD_PATH, page);
        scope.get(`${QUEUE_DASHBOARD_PATH}/*`, page);
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close().catch(() => undefined)));
    this.connection?.disconnect();
  }

  private board(redisUrl: string) {
    this.connection = connectRedis(redisUrl, 'producer', this.logger);
    this.queues = Object.values(QueueName).map((name) => {
      const queue = new Queue(name, { connection: this.connection!, prefix: redisKeyPrefix() });
      queue.on('error', (error: Error) => this.logger.warn(`BullMQ : ${error.message}`));
      return queue;
    });
    const server = new FastifyAdapter();
    server.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: this.queues.map(
        // A failed job retried from here runs its handler again by hand, through its domain's rules.
        (queue) => new BullMQAdapter(queue, { description: t.queueDescriptions[queue.name as QueueName] }),
      ),
      serverAdapter: server,
      options: {
        uiConfig: {
          boardTitle: t.title,
          locale: { lng: 'fr-FR' },
          hideDocsLink: true,
          miscLinks: [{ text: t.backToBoard, url: '/blog/admin' }],
        },
      },
    });
    return server.registerPlugin();
  }

  /**
   * An admin's session goes on; a page opened without one goes to the sign-in (then back through the
   * opener). A request that changes something (retry, clean, pause, add a job) must come from the
   * dashboard's own page: its `Origin` is this address, else it is refused (the cookie is SameSite=Strict
   * already; this holds even for a browser that ignores it).
   */
  private async admitOrRefuse(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!READS.has(request.method) && !this.sameOrigin(request)) {
      await reply
        .code(403)
        .header('Cache-Control', 'no-store')
        .send({ success: false, error: t.crossOrigin, message: t.crossOrigin });
      return;
    }
    const access = await this.sessions.check(request.headers.cookie);
    if (access === 'admin') return;
    const navigation = request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '');
    if (access === 'anonymous' && navigation) {
      await reply
        .code(302)
        .header('Location', `/blog/admin/login?next=${encodeURIComponent(QUEUE_DASHBOARD_OPENER)}`)
        .header('Cache-Control', 'no-store')
        .send('');
      return;
    }
    const error = access === 'anonymous' ? t.signIn : t.refused;
    await reply.code(403).header('Cache-Control', 'no-store').send({ success: false, error, message: error });
  }

  /** The request's `Origin` is the public address, or the address it was sent to (Host, behind a proxy that says https). */
  private sameOrigin(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (!origin) return false;
    return origin === new URL(this.config.publicUrl).origin || origin === `${request.protocol}://${request.headers.host}`;
  }
}

/** Bull Board's own French messages, with what it leaves in English (its 403, a few labels) in French. */
function frenchMessages(): string {
  const file = join(dirname(require.resolve('@bull-board/ui/package.json')), 'dist/static/locales/fr-FR/messages.json');
  return JSON.stringify(merged(JSON.parse(readFileSync(file, 'utf8')), t.boardMessages));
}

function merged(base: unknown, overrides: unknown): unknown {
  if (typeof base !== 'object' || base === null || typeof overrides !== 'object' || overrides === null) return overrides;
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) result[key] = merged(result[key], value);
  return result;
}
