import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { databaseErrors } from '../../i18n/errors';
import { scrubUrl } from '../../logging/logger';
import { defaultErrorFor, ErrorBody, errorBody, MovedPermanently } from './api-error';
import { frameworkErrorAnswer } from './framework-errors';

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
  'POOL_CLOSED',
]);

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = e.code ?? e.driverError?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Fastify's own errors (body too large, bad JSON, unsupported media type) carry a code and a 4xx statusCode. */
function frameworkError(error: unknown): { code?: string; statusCode: number } | undefined {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return undefined;
  const code = (error as { code?: unknown }).code;
  return { code: typeof code === 'string' ? code : undefined, statusCode };
}

/**
 * Seconds to wait before the next try, for the standard `Retry-After` header of a 429. The throttler
 * only sets one header per limit (`Retry-After-auth-ip`, …): the longest of them is the honest answer.
 */
function retryAfterSeconds(reply: FastifyReply): string {
  let longest = 0;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (!name.toLowerCase().startsWith('retry-after')) continue;
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds > longest) longest = Math.ceil(seconds);
  }
  return String(longest || 60);
}

function isOurBody(body: unknown): body is ErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as ErrorBody).success === false &&
    typeof (body as ErrorBody).error === 'string'
  );
}

/**
 * Every failure leaves in the same envelope with a French text. Nest's own exceptions and Fastify's
 * parser errors get the default text of their status; anything unexpected is logged here and answered
 * without its message, stack or SQL.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = this.toAnswer(exception);
    if (status >= 500) {
      const request = host.switchToHttp().getRequest<{ method?: string; url?: string }>();
      this.logger.error(
        `${request.method} ${scrubUrl(request.url ?? '')} → ${status}`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (reply.sent) return;
    if (status === 429) void reply.header('retry-after', retryAfterSeconds(reply));
    if (exception instanceof MovedPermanently) {
      // The query string goes along to the new address.
      const url = host.switchToHttp().getRequest<{ url?: string }>().url ?? '';
      const cut = url.indexOf('?');
      void reply.header('location', `${exception.location}${cut < 0 ? '' : url.slice(cut)}`);
    }
    void reply.status(status).header('cache-control', 'no-store').send(body);
  }

  toAnswer(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (isOurBody(response)) return { status, body: response };
      // Nest wraps Fastify's 4xx errors in an HttpException whose cause is the original error.
      const cause = frameworkError(exception.cause);
      if (cause) return frameworkErrorAnswer(cause.code, status);
      return { status, body: errorBody(defaultErrorFor(status)) };
    }
    const code = errorCode(exception);
    if (code && DB_DOWN_CODES.has(code)) {
      return { status: 503, body: errorBody(databaseErrors.unavailable) };
    }
    const framework = frameworkError(exception);
    if (framework) return frameworkErrorAnswer(framework.code, framework.statusCode);
    return { status: 500, body: errorBody(defaultErrorFor(500)) };
  }
}
