import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from './entities/notification.entity';

/**
 * Signed unsubscribe links: `user`, `kind` and an HMAC-SHA256 of both under the server's secret, so the
 * link works without signing in and cannot be forged for another person or another kind of e-mail.
 */
export function unsubscribeSignature(secret: string, userId: number, kind: NotificationKind): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('hex');
}

export function verifyUnsubscribe(secret: string, userId: number, kind: NotificationKind, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, userId, kind), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The query string of the unsubscribe route for this person and kind. */
export function unsubscribeQuery(secret: string, userId: number, kind: NotificationKind): string {
  return new URLSearchParams({ user: String(userId), kind, sig: unsubscribeSignature(secret, userId, kind) }).toString();
}
