import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type Redis from 'ioredis';
import { RedisConnection } from '../../redis/redis.module';
import type { PublicContentChange } from './answer-scope';
import { PUBLIC_CONTENT_CHANGED } from './public-cache-invalidator';
import { PageStore } from './page-store';
import { PublicResponseCache } from './public-response-cache';
import { redisKeyPrefix } from '../../redis/key-prefix';

/**
 * The channel carries the same prefix as the job queues, so that deployments (or test runs) sharing
 * one Redis only hear their own changes.
 */
export const publicCacheChannel = (env: Record<string, string | undefined> = process.env): string =>
  `${redisKeyPrefix(env)}:public-content-changed`;

/** On the channel: who made the change (so it is not applied twice) and what it was. */
interface ChangeMessage {
  origin: string;
  change: PublicContentChange;
}

/**
 * Carries public content changes between processes (API instances and the worker) over Redis
 * pub/sub. Each process clears its own copy as soon as the message arrives: another instance may
 * serve its old copy for the time a message takes on Redis (well under a millisecond on one LAN),
 * after the writing instance has answered. While the subscription is down, changes could be missed,
 * so the cache is neither used nor filled until it is back (and is emptied then).
 *
 * A version key read per request would close that window, at the cost of one Redis round trip per
 * hit, which is most of what a hit costs: pub/sub is the trade taken here.
 */
@Injectable()
export class PublicCacheBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PublicCacheBus.name);
  private readonly origin = randomUUID();
  private readonly channel = publicCacheChannel();
  private subscriber: Redis | null = null;

  constructor(
    private readonly redis: RedisConnection,
    private readonly events: EventEmitter2,
    private readonly cache: PublicResponseCache,
    private readonly store: PageStore,
  ) {}

  onModuleInit(): void {
    const subscriber = this.redis.connect('subscriber', this.logger, 'Redis (invalidation du cache)');
    if (!subscriber) return;
    this.cache.setTrusted(false);
    this.subscriber = subscriber;
    subscriber.on('close', () => this.cache.setTrusted(false));
    // ioredis re-subscribes by itself after a reconnection; 'ready' comes once that is done.
    subscriber.on('ready', () => void this.subscribe(subscriber));
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const received = parseMessage(message);
      if (received?.origin === this.origin) return;
      // A message that cannot be read still says something changed: everything goes.
      this.events.emit(PUBLIC_CONTENT_CHANGED, { ...(received?.change ?? {}), remote: true } satisfies PublicContentChange);
    });
  }

  private async subscribe(subscriber: Redis): Promise<void> {
    try {
      await subscriber.subscribe(this.channel);
      // What other processes changed while this one was not listening is in the page store's book.
      this.store.catchUp();
      this.cache.setTrusted(true);
    } catch (error) {
      this.logger.warn(`Abonnement aux changements impossible : ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  @OnEvent(PUBLIC_CONTENT_CHANGED)
  broadcast(change?: PublicContentChange): void {
    const client = this.redis.client;
    if (!client || change?.remote) return;
    const message: ChangeMessage = {
      origin: this.origin,
      change: { articles: change?.articles, lists: change?.lists, id: change?.id },
    };
    client.publish(this.channel, JSON.stringify(message)).catch((error: unknown) => {
      this.logger.warn(`Diffusion du changement impossible : ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}

function parseMessage(message: string): ChangeMessage | null {
  try {
    const parsed = JSON.parse(message) as Partial<ChangeMessage>;
    return typeof parsed.origin === 'string' && parsed.change && typeof parsed.change === 'object'
      ? (parsed as ChangeMessage)
      : null;
  } catch {
    return null;
  }
}
