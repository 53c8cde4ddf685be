import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../common/http/api-error';
import { frameworkErrorAnswer } from '../common/http/framework-errors';
import { type CodedError, httpErrors } from '../i18n/errors';

const TEXTS: Record<number, CodedError> = {
  400: httpErrors.badRequest,
  408: httpErrors.requestTooSlow,
  431: httpErrors.headersTooLong,
};

/**
 * Errors Node's HTTP parser raises before a request reaches Fastify (an address or headers over
 * 16 KB, a malformed request line, a client too slow): answered in the API's French envelope
 * rather than Fastify's English default.
 */
export function frenchClientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(errorBody(TEXTS[status]!));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Errors Fastify's router raises before any route, hook or Nest filter runs (an undecodable address
 * such as `%E0%A4%A`, a parameter over the length limit): the same French envelope as every other error.
 */
export function frenchFrameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const answer = frameworkErrorAnswer(error.code, status);
  void reply
    .status(answer.status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(answer.body));
}
