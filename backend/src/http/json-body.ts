import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { badRequest } from '../common/http/api-error';
import { httpErrors } from '../i18n/errors';

/**
 * The deepest JSON body the API accepts. Its own bodies nest three levels at most (`{ settings: { … } }`);
 * the margin is for clients that wrap them. What lies deeper is an attack: V8 parses it fine, then every
 * recursive walk after it (prototype checks, class-transformer, class-validator) overflows the stack.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when the JSON text nests deeper than `limit`. One pass over the bytes, no allocation: brackets
 * inside strings do not count, escapes are skipped. UTF-8 keeps every byte of a multi-byte character
 * above 0x7f, so scanning bytes finds the same structure as scanning characters. Malformed text is
 * left to the parser, which rejects it.
 */
export function nestsDeeperThan(body: Buffer, limit: number): boolean {
  let depth = 0;
  let i = 0;
  const length = body.length;
  while (i < length) {
    const byte = body[i]!;
    if (byte === QUOTE) {
      // Jump to the closing quote; indexOf is native and fast on long article contents.
      for (;;) {
        const end = body.indexOf(QUOTE, i + 1);
        if (end < 0) return false;
        let backslashes = 0;
        for (let j = end - 1; j > i && body[j] === BACKSLASH; j -= 1) backslashes += 1;
        i = end;
        if (backslashes % 2 === 0) break;
      }
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth -= 1;
    }
    i += 1;
  }
  return false;
}

/**
 * Fastify's JSON parser (with its prototype-poisoning checks and empty-body error), preceded by the
 * depth check: a hostile body is refused in the time it takes to read it, before anything recursive
 * sees it, on every route and before authentication.
 */
export function useDepthLimitedJsonParser(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parse = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<Server>('application/json', { bodyLimit }, (request, body, done) => {
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(badRequest(httpErrors.bodyTooDeep), undefined);
      return;
    }
    // The same conversion secure-json-parse would make, done here to match the parser's declared type.
    void parse(request, body.toString('utf8'), done);
  });
}
