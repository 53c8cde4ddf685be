import type { LoggerService, LogLevel } from '@nestjs/common';
import pino, { type Logger as PinoLogger } from 'pino';

type Env = Record<string, string | undefined>;

/** JSON lines (pino) in production or with `LOG_FORMAT=json`; Nest's readable lines otherwise (`LOG_FORMAT=text`). */
export function jsonLogsWanted(env: Env = process.env): boolean {
  if (env.LOG_FORMAT === 'json') return true;
  if (env.LOG_FORMAT === 'text') return false;
  return env.NODE_ENV === 'production';
}

const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'local_password',
  'password2',
  'token',
  'secret',
  'sig',
  'identifier',
  'accesskey',
];

/** What pino blanks wherever it appears at the top of a logged object or one level down (headers, bodies, params). */
export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  '*["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

const SECRET_QUERY = /([?&](?:sig|token|signature|password|secret|key)=)[^&#]*/gi;

/** A URL as it may be logged: the values of `sig=`, `token=` and the like masked. */
export function scrubUrl(url: string): string {
  return url.includes('=') ? url.replace(SECRET_QUERY, '$1[masqué]') : url;
}

/** Bytes of JSON lines gathered before one write to stdout (about fifteen request lines). */
const LOG_BATCH_BYTES = 4096;
/** The longest a gathered line waits for its write when traffic is light. */
const LOG_FLUSH_MS = 200;

let destination: pino.DestinationStream | null = null;

/**
 * The process's one stdout stream for JSON lines, written asynchronously and in batches: a request does
 * not wait for the write, and lines go out together once `LOG_BATCH_BYTES` have gathered or `LOG_FLUSH_MS`
 * have passed, rather than one write per line. What is gathered is written
 * synchronously on exit; a process killed outright loses at most that last batch. Every logger of the
 * process writes through it, so lines never interleave.
 */
function jsonDestination(): pino.DestinationStream {
  destination ??= pino.destination({ sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
  return destination;
}

let timeMs = 0;
let timeField = '';

/** pino's ISO time field, formatted once per millisecond: a busy instance writes several lines in each. */
function isoTimeField(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

const jsonLineOptions = (name: string): pino.LoggerOptions => ({
  name,
  level: process.env.LOG_LEVEL || 'info',
  base: { pid: process.pid },
  timestamp: isoTimeField,
});

/** The process's pino logger: JSON lines on stdout, secrets blanked wherever they appear (`REDACTED_PATHS`). */
export function createJsonLogger(name: string): PinoLogger {
  return pino({ ...jsonLineOptions(name), redact: { paths: REDACTED_PATHS, censor: '[masqué]' } }, jsonDestination());
}

/**
 * The logger of the one line per request, whose fields are fixed and hold no secret (the URL is scrubbed
 * by `scrubUrl`): it skips the redaction pass, a third of the cost of a cached answer otherwise.
 */
export function createRequestLineLogger(name: string): PinoLogger {
  return pino(jsonLineOptions(name), jsonDestination());
}

/** Nest's own messages (start-up, warnings, job outcomes) through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: PinoLogger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }
  setLogLevels(_levels: LogLevel[]): void {}

  /** Nest passes `(message, context)`, errors `(message, stack, context)`. */
  private write(level: pino.Level, message: unknown, rest: unknown[]): void {
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = level === 'error' && rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    if (message !== null && typeof message === 'object' && !(message instanceof Error)) {
      this.pino[level]({ context, ...(message as object), stack });
    } else if (message instanceof Error) {
      this.pino[level]({ context, err: message }, message.message);
    } else {
      this.pino[level]({ context, stack }, String(message));
    }
  }
}

const JSON_LOGS = jsonLogsWanted();

/**
 * A log entry with fields: an object that pino writes as is in JSON mode, one readable line otherwise
 * (`message (clé=valeur …)`).
 */
export function logEntry(msg: string, fields: Record<string, unknown>): string | Record<string, unknown> {
  if (JSON_LOGS) return { msg, ...fields };
  const parts = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`);
  return parts.length ? `${msg} (${parts.join(' ')})` : msg;
}
