import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';

/** Who reads, as far as a view counts: an address and a browser, never stored as such. */
export interface Reader {
  readonly address: string;
  readonly userAgent: string;
}

/**
 * The reader of a request: the client's address (the first one of `X-Forwarded-For` behind a trusted
 * proxy, as Fastify's `request.ip` with `trustProxy: true`) and its user agent.
 */
export function readerOf(request: IncomingMessage, trustProxy: boolean): Reader {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const first = typeof forwarded === 'string' ? forwarded.split(',', 1)[0]!.trim() : '';
  return { address: first || request.socket?.remoteAddress || '', userAgent: request.headers['user-agent'] ?? '' };
}

const BOT_MEMO_SIZE = 1000;
const botMemo = new Map<string, boolean>();

/**
 * A known robot or crawler (`isbot`: search engines, previews, monitors, `curl`, headless browsers), or
 * no user agent at all. Remembered per user agent: a page's readers share a handful of them, and the
 * pattern costs a microsecond or two.
 */
export function isRobot(userAgent: string): boolean {
  if (userAgent === '') return true;
  let robot = botMemo.get(userAgent);
  if (robot === undefined) {
    if (botMemo.size >= BOT_MEMO_SIZE) botMemo.clear();
    robot = isbot(userAgent);
    botMemo.set(userAgent, robot);
  }
  return robot;
}
