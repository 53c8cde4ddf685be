import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { defaultErrorFor, ErrorBody } from './api-error';

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

function isOurBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && (body as ErrorBody).success === false && typeof (body as ErrorBody).error === 'string';
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
      this.logger.error(`${request.method} ${request.url} → ${status}`, exception instanceof Error ? exception.stack : String(exception));
    }
    if (reply.sent) return;
    void reply.status(status).header('cache-control', 'no-store').send(body);
  }

  toAnswer(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (isOurBody(response)) return { status, body: response };
      const text = defaultErrorFor(status);
      return { status, body: { success: false, error: text, message: text } };
    }
    const code = errorCode(exception);
    if (code && DB_DOWN_CODES.has(code)) {
      const text = 'Base de données indisponible, réessayez plus tard';
      return { status: 503, body: { success: false, error: text, message: text } };
    }
    // Fastify's own errors (body too large, bad JSON, unsupported media type) carry a 4xx statusCode.
    const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      const text = statusCode === 400 ? 'Corps de requête invalide' : defaultErrorFor(statusCode);
      return { status: statusCode, body: { success: false, error: text, message: text } };
    }
    const text = defaultErrorFor(500);
    return { status: 500, body: { success: false, error: text, message: text } };
  }
}
