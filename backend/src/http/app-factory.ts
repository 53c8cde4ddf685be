import type { Server } from 'node:http';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import { INestApplicationContext, LogLevel, RequestMethod } from '@nestjs/common';
import { GO_OFFER_ROUTE } from '../offers/go-offer.controller';
import { GoOfferFront } from '../offers/go-offer-front';
import { OrderLinks } from '../offers/order-links';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Logger as PinoLogger } from 'pino';
import { AppModule } from '../app.module';
import { AppConfig } from '../config/app-config';
import { ShutdownState } from '../health/shutdown-state';
import { frenchClientErrorHandler, frenchFrameworkErrors } from './client-error';
import { closeConnectionsOnShutdown } from './graceful-close';
import { useDepthLimitedJsonParser } from './json-body';
import { createJsonLogger, createRequestLineLogger, jsonLogsWanted, PinoNestLogger } from '../logging/logger';
import { requestIdOf } from '../logging/request-context';
import { installRequestContext, installRequestObservation, lazyRequestLogger, requestObserver } from '../logging/request-log';
import { articleAnswerScope } from '../articles/article-answer-scope';
import { ArticleViewCounter } from '../articles/article-view-counter';
import { CacheFront } from '../public-cache/cache-front';
import { PageStore } from '../public-cache/page-store';
import { PublicCacheBus } from '../public-cache/public-cache-bus';
import { installPublicCache } from '../public-cache/public-cache-hooks';
import { PublicResponseCache } from '../public-cache/public-response-cache';
import { AllExceptionsFilter } from '../common/http/all-exceptions.filter';
import { createValidationPipe } from '../common/http/validation';
import { setupSwagger } from './swagger';
import { searchCacheKey } from '../search/search-cache-key';
import { uploadsRoot } from '../uploads/local-upload-storage';
import { UPLOADS_URL_PREFIX } from '../uploads/upload-storage';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from './keep-alive';
import { headersSetBy } from './headers-set-by';
import { inlineScriptSources } from '../web/frontend-bundle';

export const API_PREFIX = 'blog/api';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * JSON bodies: the largest article (300 KB of HTML, `editorial/html-limits.ts`) with its escaping and other
 * fields fits; beyond, the body is refused from its length before it is read, since reading and parsing
 * one megabyte of JSON holds the event loop for about 100 ms.
 */
const BODY_LIMIT = 640 * 1024;

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/** The HTTP application, configured the same way for the server, the tests and the OpenAPI generator. */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const jsonLogger = jsonLogsWanted() ? createJsonLogger('api') : null;
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, fastifyAdapter(jsonLogger), {
    logger: jsonLogger && !options.logger ? new PinoNestLogger(jsonLogger) : (options.logger ?? ['error', 'warn', 'log']),
    bufferLogs: false,
  });
  const config = app.get(AppConfig);
  (app.getHttpServer() as Server).headersTimeout = HEADERS_TIMEOUT_MS;
  useDepthLimitedJsonParser(app, BODY_LIMIT);
  closeConnectionsOnShutdown(app.getHttpAdapter().getInstance(), app.get(ShutdownState));

  const fastify = app.getHttpAdapter().getInstance();
  const front = installPublicCacheFirst(app, config);
  installRequestContext(fastify);
  const observe = requestObserver(jsonLogger ? createRequestLineLogger('api') : null);
  installRequestObservation(fastify, observe);
  // Helmet's middleware, built once (its Fastify plugin built it again, directives parsed, on every request).
  const securityHeaders = helmet(securityHeadersOptions(config));
  const shutdown = app.get(ShutdownState);
  front.serveAheadOfFastify(app.getHttpServer(), { draining: () => shutdown.draining, requestIdOf, observe });
  new GoOfferFront(app.get(OrderLinks, { strict: false }), {
    draining: () => shutdown.draining,
    requestIdOf,
    observe,
    trustProxy: process.env.TRUST_PROXY === 'true',
    headers: headersSetBy(securityHeaders),
  }).answerAheadOfFastify(app.getHttpServer());
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  await registerUploads(app, config);
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins, credentials: false });

  // The order links live beside the pages they are clicked on, not under the API.
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [{ path: `${GO_OFFER_ROUTE.controller}/${GO_OFFER_ROUTE.path}`, method: RequestMethod.GET }],
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  setupSwagger(app);
  return app;
}

function fastifyAdapter(jsonLogger: PinoLogger | null): FastifyAdapter {
  return new FastifyAdapter({
    // Fastify's own per-request lines are off: `installRequestLog` writes one line per request instead.
    ...(jsonLogger
      ? {
          loggerInstance: jsonLogger,
          logController: new LogController({ disableRequestLogging: true }),
          childLoggerFactory: lazyRequestLogger,
        }
      : {}),
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === 'true',
    // Node's default keeps idle sockets for 5 s. Behind HAProxy, which reuses its connections to the
    // instances and drops idle ones from its pool after 5 s (deploy/haproxy.cfg), the API must never be
    // the side that closes an idle connection first: a request sent on it at that moment would fail.
    // The headers timeout is set above it (in `createApp`), as Node wants for a kept connection's next request.
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    clientErrorHandler: frenchClientErrorHandler,
    frameworkErrors: frenchFrameworkErrors,
    // Slugs run up to 120 characters; Fastify's default of 100 per parameter would make the longest ones 404.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
  });
}

/**
 * First of the hooks, so that a hit skips everything else, helmet included (its headers are computed on
 * each request and were a quarter of a hit's cost): a stored answer already carries them, since a
 * miss goes on through helmet before it is stored.
 */
function installPublicCacheFirst(app: NestFastifyApplication, config: AppConfig): CacheFront {
  const fastify = app.getHttpAdapter().getInstance();
  const front = new CacheFront(
    app.get(PublicResponseCache),
    {
      bypassCrossOrigin: config.corsOrigins.length > 0,
      searchKeyOf: searchCacheKey,
      articleScopeOf: articleAnswerScope,
    },
    app.get(ArticleViewCounter, { strict: false }),
  );
  installPublicCache(fastify, front, app.get(PageStore));
  // A write is answered once the other instances have dropped what it changes.
  app.get(PublicCacheBus).serveAnswers(fastify);
  return front;
}

function securityHeadersOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources()],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Files in a bucket are loaded from its public address, which may be plain http on a private network.
        imgSrc: ["'self'", 'data:', 'https:', ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Uploaded files get generated names and never change, so browsers and CDNs may keep them for a year.
 * With a bucket configured, new files go there; those written here before stay served from this folder.
 */
async function registerUploads(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 100_000 } });
  mkdirSync(uploadsRoot(config.dataDir), { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsRoot(config.dataDir),
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
  });
}

export function configOf(app: INestApplicationContext): AppConfig {
  return app.get(AppConfig);
}
