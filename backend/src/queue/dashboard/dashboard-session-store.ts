import { Injectable } from '@nestjs/common';
import { redisKeyPrefix } from '../../redis/key-prefix';
import { RedisConnection } from '../../redis/redis.module';

/**
 * The server's record of the open dashboard sessions, per admin: a signed cookie alone would outlive the
 * sign-out (a copied cookie worked until it expired). With Redis, one set per admin shared by every API
 * instance (it expires with the last session opened); without Redis, the single API process's memory.
 * Redis unreachable: no session is found, the dashboard (which needs Redis anyway) is refused.
 */
@Injectable()
export class DashboardSessionStore {
  private readonly memory = new Map<number, Map<string, number>>();

  constructor(private readonly redis: RedisConnection) {}

  async add(userId: number, sessionId: string, ttlSeconds: number): Promise<void> {
    const client = this.redis.client;
    if (client) {
      await client.multi().sadd(this.key(userId), sessionId).expire(this.key(userId), ttlSeconds).exec();
      return;
    }
    const sessions = this.memory.get(userId) ?? new Map<string, number>();
    const now = Date.now();
    for (const [id, end] of sessions) if (end <= now) sessions.delete(id);
    sessions.set(sessionId, now + ttlSeconds * 1000);
    this.memory.set(userId, sessions);
  }

  async has(userId: number, sessionId: string): Promise<boolean> {
    const client = this.redis.client;
    if (client) {
      try {
        return (await client.sismember(this.key(userId), sessionId)) === 1;
      } catch {
        return false;
      }
    }
    const end = this.memory.get(userId)?.get(sessionId);
    return end !== undefined && end > Date.now();
  }

  /** Ends every dashboard session of this admin (signing out of the back office). */
  async revokeAll(userId: number): Promise<void> {
    const client = this.redis.client;
    if (client) await client.del(this.key(userId));
    else this.memory.delete(userId);
  }

  private key(userId: number): string {
    return `${redisKeyPrefix()}:queues-session:${userId}`;
  }
}
