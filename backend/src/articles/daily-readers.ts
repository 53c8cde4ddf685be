import { hash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import type { Reader } from '../common/http/readers';
import { parisDay, parisDayEnd } from '../common/text/paris-day';

export { isRobot, readerOf, type Reader } from '../common/http/readers';

export interface DailyReadersOptions {
  /** The shared connection, so that several API instances agree; null keeps the decisions in memory. */
  readonly redis: Redis | null;
  /** What this deployment's Redis keys start with (`redisKeyPrefix()`). */
  readonly keyPrefix: string;
  /** How long a Redis answer is waited for before the instance decides alone. */
  readonly deadlineMs?: number;
  /** The most readers remembered in memory (the oldest half is forgotten when it is reached). */
  readonly maxRemembered?: number;
  /** How long after a failed Redis read of the day's salt it is asked again. */
  readonly saltRetryMs?: number;
}

export const READER_DEADLINE_MS = 150;
export const MAX_REMEMBERED_READERS = 100_000;
/** Keys live until the end of their Paris day, plus this much for clocks that disagree. */
const EXPIRY_MARGIN_S = 600;

/**
 * Whether a view is a reader's first of an article on this Paris day, without cookies or stored
 * personal data: the reader is a hash of a random salt of the day, the article, the address and the
 * user agent. The salt lives in memory (and, with Redis, under a key of the day that expires with it),
 * never in the database: once the day is over, nobody can tell whose hash was whose.
 *
 * Hashes already seen by this instance are answered from memory (bounded, emptied when the Paris day
 * changes), so a reader's reloads cost a hash and a set lookup. With Redis, a hash new to this instance is
 * claimed there (`SET NX`, expiring with the day) so that all instances agree; if Redis does not answer
 * within `deadlineMs`, the instance's own answer stands (a reader may then count on two instances).
 */
export class DailyReaders {
  private readonly deadlineMs: number;
  private readonly maxRemembered: number;
  private readonly saltRetryMs: number;
  private day = '';
  private dayEnd = 0;
  /** The readers of the day: the newest half, and the older half forgotten once the newest fills up. */
  private seen = new Set<string>();
  private older = new Set<string>();
  /** The day's salt; null while the shared one is being read from Redis. */
  private salt: string | null = null;
  private shared = false;
  private saltRead: Promise<void> | null = null;
  private saltRetryAt = Infinity;

  constructor(private readonly options: DailyReadersOptions) {
    this.deadlineMs = options.deadlineMs ?? READER_DEADLINE_MS;
    this.maxRemembered = options.maxRemembered ?? MAX_REMEMBERED_READERS;
    this.saltRetryMs = options.saltRetryMs ?? 60_000;
  }

  /** How many readers this instance remembers for the current day. */
  get remembered(): number {
    return this.seen.size + this.older.size;
  }

  /**
   * True for the first view of `articleId` by `reader` on the Paris day of `at`. Answers at once when
   * memory knows (and always without Redis); else a promise, settled within the deadline.
   */
  firstToday(articleId: number, reader: Reader, at: number = Date.now()): boolean | Promise<boolean> {
    const day = parisDay(at);
    if (day !== this.day) this.startDay(day, at);
    else if (!this.shared && this.options.redis && at >= this.saltRetryAt) this.readSharedSalt(day);
    if (this.salt === null) return this.saltRead!.then(() => this.firstToday(articleId, reader, at));
    const key = hash('sha256', `${this.salt}\n${articleId}\n${reader.address}\n${reader.userAgent}`, 'base64url');
    if (this.seen.has(key) || this.older.has(key)) return false;
    // Two halves rather than the oldest key dropped one at a time: a set's first key is found by
    // skipping the holes deletions leave, which made each new reader slower once the bound was reached.
    if (this.seen.size >= this.maxRemembered / 2) {
      this.older = this.seen;
      this.seen = new Set();
    }
    this.seen.add(key);
    return this.shared ? this.claim(day, key, at) : true;
  }

  private startDay(day: string, at: number): void {
    this.day = day;
    this.dayEnd = parisDayEnd(at);
    this.seen = new Set();
    this.older = new Set();
    this.shared = false;
    this.salt = randomBytes(32).toString('base64url');
    if (this.options.redis) this.readSharedSalt(day);
  }

  /** The day's salt shared by every instance: the first to ask sets it, the others read it. */
  private readSharedSalt(day: string): void {
    const redis = this.options.redis!;
    const key = `${this.options.keyPrefix}:views:salt:${day}`;
    const mine = this.salt ?? randomBytes(32).toString('base64url');
    this.salt = null;
    this.saltRetryAt = Infinity;
    this.saltRead = withDeadline(
      redis.eval(SET_AND_GET, 1, key, mine, this.ttlSeconds(Date.now())) as Promise<string | null>,
      this.deadlineMs,
    ).then(
      (shared) => this.settleSalt(day, typeof shared === 'string' ? shared : null, mine),
      () => this.settleSalt(day, null, mine),
    );
  }

  private settleSalt(day: string, shared: string | null, mine: string): void {
    if (day !== this.day) return;
    if (shared !== null && shared !== mine) {
      this.seen = new Set();
      this.older = new Set();
    }
    this.salt = shared ?? mine;
    this.shared = shared !== null;
    if (!this.shared) this.saltRetryAt = Date.now() + this.saltRetryMs;
  }

  private async claim(day: string, key: string, at: number): Promise<boolean> {
    try {
      const set = await withDeadline(
        this.options.redis!.set(`${this.options.keyPrefix}:views:${day}:${key}`, '1', 'EX', this.ttlSeconds(at), 'NX'),
        this.deadlineMs,
      );
      return set === 'OK';
    } catch {
      // Redis away or slow: this instance's memory said new.
      return true;
    }
  }

  private ttlSeconds(at: number): number {
    return Math.max(1, Math.ceil((this.dayEnd - at) / 1000)) + EXPIRY_MARGIN_S;
  }
}

/** Sets the key unless it exists (with its expiry), then answers what it holds, in one round trip. */
const SET_AND_GET = `redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', tonumber(ARGV[2]))
return redis.call('GET', KEYS[1])`;

class DeadlinePassed extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
