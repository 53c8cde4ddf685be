import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  LogLevel,
} from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger as PinoLogger } from 'pino';
import { requestContext } from './request-context';
import { observeRequest } from '../metrics/metrics';
import { scrubUrl } from './logger';

/**
 * Sends the request's id back (`X-Request-Id`) and runs the rest of the request with it at hand, so that
 * the jobs it adds carry it. Registered after the public cache: a page served from memory adds no job and
 * gets the header from the cache's replay.
 */
export function installRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    void reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id, request: request.raw }, done);
  });
}

/** One answered request, as the metrics and the request's log line see it. */
export interface ObservedRequest {
  id: string;
  method: string;
  /** The route template (`/blog/article/:slug`), not the URL. */
  route: string | undefined;
  url: string;
  status: number;
  ms: number;
  userId?: number;
}

/**
 * Every answered request is counted in the metrics (route template, status class, duration) and, with
 * JSON logs, written as one line: method, route template, status, duration, request id and the signed-in
 * user's id.
 */
export function requestObserver(logger: PinoLogger | null): (request: ObservedRequest) => void {
  return ({ id, method, route, url, status, ms, userId }) => {
    observeRequest(method, route, status, ms / 1000);
    logger?.info(
      { reqId: id, method, route, url: scrubUrl(url), status, durationMs: Math.round(ms * 10) / 10, userId },
      'requête',
    );
  };
}

/** Observes each request Fastify answers (`requestObserver`); hits served ahead of it are observed where they are served. */
export function installRequestObservation(fastify: FastifyInstance, observe: (request: ObservedRequest) => void): void {
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    observe({
      id: request.id,
      method: request.method,
      route: request.routeOptions.url,
      url: request.url,
      status: reply.statusCode,
      ms: reply.elapsedTime,
      userId: (request as { user?: { id?: number } }).user?.id,
    });
    done();
  });
}

/**
 * Fastify's logger for one request, a pino child carrying the request id, made only when something logs
 * through it. Fastify asks for one on every request; a cached answer never logs, and making the child
 * (its redaction included) was the largest part of what JSON logs cost it.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): LogLevel {
    return (this.made?.level ?? this.options.level ?? this.parent.level) as LogLevel;
  }
  set level(level: LogLevel) {
    this.logger().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  private logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private write(level: Exclude<LogLevel, 'silent'>, args: unknown[]): void {
    const logger = this.logger();
    (logger[level] as (...args: unknown[]) => void).apply(logger, args);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made on first use (`LazyRequestLogger`). */
export function lazyRequestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyRequestLogger(parent, bindings, options);
}
