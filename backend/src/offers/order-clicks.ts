import { hash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { isRobot, type Reader } from '../common/http/readers';
import { parisDay } from '../common/text/paris-day';
import { redisKeyPrefix } from '../redis/key-prefix';
import { RedisConnection } from '../redis/redis.module';
import { OffersRepository } from './offers.repository';

/** A reader's clicks on the same plan from the same page within this long count once. */
export const REPEAT_WINDOW_MS = 3_600_000;
const MAX_REMEMBERED = 100_000;
const SALT_TTL_S = 2 * 24 * 3600;

/**
 * Counts clicks on « Commander » per Paris day, article and plan, without cookies or personal data: a
 * click is a hash of a random salt, the plan, the article, the address and the browser, remembered one
 * hour (in memory, and with Redis under a key that expires, shared by every instance with the salt), so
 * that reloads and double clicks count once. Robots (`isbot`, as for views) never count.
 */
@Injectable()
export class OrderClicks {
  private readonly logger = new Logger('Offres');
  private readonly recent = new Map<string, number>();
  private localSalt = randomBytes(18).toString('base64url');
  private sharedSalt: Promise<string | null> | null = null;

  constructor(
    private readonly offers: OffersRepository,
    private readonly redis: RedisConnection,
  ) {}

  /** True when the click was counted. */
  async count(productId: number, articleId: number, reader: Reader, now = Date.now()): Promise<boolean> {
    if (isRobot(reader.userAgent)) return false;
    const salt = (await this.salt()) ?? this.localSalt;
    const key = hash('sha256', `${salt}\n${productId}\n${articleId}\n${reader.address}\n${reader.userAgent}`, 'base64url');
    if (!this.rememberLocally(key, now)) return false;
    if (!(await this.claimShared(key))) return false;
    await this.offers.addClick(parisDay(now), articleId, productId);
    return true;
  }

  /** False when this instance saw the same click within the hour. */
  private rememberLocally(key: string, now: number): boolean {
    const until = this.recent.get(key);
    if (until !== undefined && until > now) return false;
    if (this.recent.size >= MAX_REMEMBERED) {
      for (const [known, expires] of this.recent) if (expires <= now) this.recent.delete(known);
      if (this.recent.size >= MAX_REMEMBERED) this.recent.clear();
    }
    this.recent.set(key, now + REPEAT_WINDOW_MS);
    return true;
  }

  /** With Redis, the first instance to claim the click counts it; without (or Redis failing), this one decides. */
  private async claimShared(key: string): Promise<boolean> {
    const client = this.redis.client;
    if (!client) return true;
    try {
      return (await client.set(`${redisKeyPrefix()}offer-click:${key}`, '1', 'PX', REPEAT_WINDOW_MS, 'NX')) === 'OK';
    } catch (error) {
      this.logger.warn(`Clic compté sans Redis : ${(error as Error).message}`);
      return true;
    }
  }

  /** The salt every instance shares through Redis (created by the first, expiring in two days), or null. */
  private salt(): Promise<string | null> {
    const client = this.redis.client;
    if (!client) return Promise.resolve(null);
    if (!this.sharedSalt) {
      const key = `${redisKeyPrefix()}offer-click-salt`;
      const read = (async () => {
        await client.set(key, randomBytes(18).toString('base64url'), 'EX', SALT_TTL_S, 'NX');
        return client.get(key);
      })().catch(() => null);
      this.sharedSalt = read;
      // Read again after a while: the shared salt expires, and a failed read is retried.
      setTimeout(() => {
        if (this.sharedSalt === read) this.sharedSalt = null;
      }, 600_000).unref();
    }
    return this.sharedSalt;
  }
}
