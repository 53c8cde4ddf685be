import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import { RedisConnection } from '../redis/redis.module';
import type { PublicContentChange } from './answer-scope';
import { PUBLIC_CONTENT_CHANGED } from './public-cache-invalidator';
import { PageStore } from './page-store';
import { PublicResponseCache } from './public-response-cache';
import { redisKeyPrefix } from '../redis/key-prefix';

/**
 * The channel carries the same prefix as the job queues, so that deployments (or test runs) sharing
 * one Redis only hear their own changes.
 */
export const publicCacheChannel = (env: Record<string, string | undefined> = process.env): string =>
  `${redisKeyPrefix(env)}:public-content-changed`;
const ackChannel = (): string => `${redisKeyPrefix()}:public-content-acks`;
const peersKey = (): string => `${redisKeyPrefix()}:public-cache-peers`;
const peerKey = (origin: string): string => `${redisKeyPrefix()}:public-cache-peer:${origin}`;

/** An instance that serves answers says so this often; past `PEER_TTL_MS` without it, it is not waited for. */
const HEARTBEAT_MS = 1000;
const PEER_TTL_MS = 3000;
/** The longest a write's answer waits for the other instances (a stopped one no longer counts after PEER_TTL_MS). */
export const ACK_TIMEOUT_MS = 500;

/** On the channel: who made the change (so it is not applied twice), what it was, and the tag to acknowledge. */
interface ChangeMessage {
  origin: string;
  change: PublicContentChange;
  ack?: string;
}

interface Waiter {
  expected: Set<string>;
  done: () => void;
}

/**
 * Carries public content changes between processes (API instances and the worker) over Redis pub/sub,
 * and makes a write's answer wait until every other API instance has applied it: no instance serves
 * the old page once the writer has answered.
 *
 * Each instance that serves answers keeps a key alive in Redis (every second, three seconds of life)
 * while it listens to the channel. A process that changes public content publishes the change and,
 * when the change comes from a request, holds the answer until each live instance has acknowledged it
 * — having dropped its copies — or 500 ms have passed (an instance that cannot answer that fast stops
 * counting as live within three seconds; while its own channel is down it serves nothing from its
 * cache). Cached hits cost no Redis round trip; only writes pay about one.
 *
 * While the subscription is down, changes could be missed, so the cache is neither used nor filled
 * until it is back (and is emptied then), and the page store checks it knows the last change made.
 */
@Injectable()
export class PublicCacheBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PublicCacheBus.name);
  private readonly origin = randomUUID();
  private readonly channel = publicCacheChannel();
  private subscriber: Redis | null = null;
  /** Whether this process serves answers (an API instance), hence acknowledges changes. */
  private answering = false;
  private listening = false;
  private heartbeat: NodeJS.Timeout | null = null;
  /** The last heartbeat got no answer in time: changes from the others may not be heard. */
  private deaf = false;
  private readonly waiters = new Map<string, Waiter>();
  private readonly pending = new Set<Promise<void>>();

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
    subscriber.on('close', () => {
      this.cache.setTrusted(false);
      this.listening = false;
      void this.leave();
    });
    // ioredis re-subscribes by itself after a reconnection; 'ready' comes once that is done.
    subscriber.on('ready', () => void this.subscribe(subscriber));
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.received(message);
      else if (channel === ackChannel()) this.acknowledged(message);
    });
  }

  /**
   * Called by the HTTP server: this process acknowledges the changes it hears, and the answers to
   * writes wait for the other instances' acknowledgements before they are sent.
   */
  serveAnswers(fastify: FastifyInstance): void {
    this.answering = true;
    if (this.listening) this.beat();
    fastify.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && this.pending.size) await this.settled();
      return payload;
    });
  }

  /** Resolves once every change announced so far has been acknowledged by the other instances (or timed out). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private received(message: string): void {
    const received = parseMessage(message);
    if (received?.origin === this.origin) return;
    // A message that cannot be read still says something changed: everything goes.
    this.events.emit(PUBLIC_CONTENT_CHANGED, Object.assign({}, received?.change, { remote: true }) satisfies PublicContentChange);
    // The listeners ran inside emit: this instance's copies are gone, it can say so.
    if (this.answering && received?.ack)
      this.redis.client?.publish(ackChannel(), JSON.stringify({ ack: received.ack, origin: this.origin })).catch(() => undefined);
  }

  private acknowledged(message: string): void {
    let parsed: { ack?: unknown; origin?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    const waiter = typeof parsed.ack === 'string' ? this.waiters.get(parsed.ack) : undefined;
    if (!waiter || typeof parsed.origin !== 'string') return;
    waiter.expected.delete(parsed.origin);
    if (!waiter.expected.size) waiter.done();
  }

  private async subscribe(subscriber: Redis): Promise<void> {
    try {
      await subscriber.subscribe(this.channel, ackChannel());
      // What other processes changed while this one was not listening is in the page store's book, or
      // unknown to it (its pages are then dropped).
      this.store.catchUp();
      await this.store.checkKnowsLastChange();
      this.cache.setTrusted(true);
      this.listening = true;
      if (this.answering) this.beat();
    } catch (error) {
      this.logger.warn(`Abonnement aux changements impossible : ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Keeps this instance's key alive while it listens. */
  private beat(): void {
    const client = this.redis.client;
    if (!client || this.heartbeat) return;
    const once = () => {
      if (!this.listening) return;
      client
        .multi()
        .set(peerKey(this.origin), '1', 'PX', PEER_TTL_MS)
        .sadd(peersKey(), this.origin)
        .exec()
        .then(
          () => this.heard(),
          () => this.unheard(),
        );
    };
    once();
    this.heartbeat = setInterval(once, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * A Redis that keeps its connections open but answers nothing (frozen) closes no connection: the
   * heartbeat missing its command deadline is how this instance learns that changes may go unheard, and
   * it then serves nothing from its cache, as when its channel is down, until a heartbeat goes through.
   */
  private unheard(): void {
    if (this.deaf) return;
    this.deaf = true;
    this.cache.setTrusted(false);
    this.logger.warn('Redis ne répond plus : le cache en mémoire n’est plus servi jusqu’à son retour');
  }

  private heard(): void {
    if (!this.deaf) return;
    this.deaf = false;
    this.store.catchUp();
    void this.store
      .checkKnowsLastChange()
      .then(() => {
        if (this.listening && !this.deaf) this.cache.setTrusted(true);
      })
      .catch(() => undefined);
  }

  private async leave(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    await this.redis.client
      ?.multi()
      .del(peerKey(this.origin))
      .srem(peersKey(), this.origin)
      .exec()
      .catch(() => undefined);
  }

  /** The other instances listening now. */
  private async livePeers(client: Redis): Promise<string[]> {
    const members = (await client.smembers(peersKey())).filter((origin) => origin !== this.origin);
    if (!members.length) return [];
    const alive = await client.mget(members.map(peerKey));
    const gone = members.filter((_, i) => alive[i] === null);
    if (gone.length) void client.srem(peersKey(), ...gone).catch(() => undefined);
    return members.filter((_, i) => alive[i] !== null);
  }

  @OnEvent(PUBLIC_CONTENT_CHANGED)
  broadcast(change?: PublicContentChange): void {
    const client = this.redis.client;
    if (!client || change?.remote) return;
    const done = this.announce(client, change).catch((error: unknown) => {
      this.logger.warn(`Diffusion du changement impossible : ${error instanceof Error ? error.message : String(error)}`);
    });
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }

  private async announce(client: Redis, change: PublicContentChange | undefined): Promise<void> {
    const ack = randomUUID();
    const message: ChangeMessage = {
      origin: this.origin,
      change: { articles: change?.articles, lists: change?.lists, id: change?.id },
      ack,
    };
    const peers = this.answering ? await this.livePeers(client) : [];
    const acknowledged = peers.length
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ACK_TIMEOUT_MS);
          this.waiters.set(ack, {
            expected: new Set(peers),
            done: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        })
      : Promise.resolve();
    try {
      await client.publish(this.channel, JSON.stringify(message));
      await acknowledged;
      // The database's record of the last change, which an instance starting meanwhile checks.
      await this.store.lastChangeSaved();
    } finally {
      this.waiters.delete(ack);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.listening = false;
    await this.leave();
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
