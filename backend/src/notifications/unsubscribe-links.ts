import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from './entities/notification.entity';

/** An unsubscribe link works this long after its e-mail was written; later, the profile's preferences do. */
export const UNSUBSCRIBE_LINK_DAYS = 90;
const DAY_S = 86_400;

/**
 * Signed unsubscribe links: `user`, `kind`, the expiry `exp` (Unix seconds) and an HMAC-SHA256 of the
 * three under the server's secret, so the link works without signing in, cannot be forged for another
 * person or another kind of e-mail, and stops working after `UNSUBSCRIBE_LINK_DAYS`.
 */
export function unsubscribeSignature(secret: string, userId: number, kind: NotificationKind, exp: number): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}:${exp}`).digest('hex');
}

export type UnsubscribeCheck = 'valid' | 'invalid' | 'expired';

export function verifyUnsubscribe(
  secret: string,
  userId: number,
  kind: NotificationKind,
  exp: number,
  signature: string,
  now = Date.now(),
): UnsubscribeCheck {
  if (!Number.isSafeInteger(exp) || exp < 0) return 'invalid';
  const expected = Buffer.from(unsubscribeSignature(secret, userId, kind, exp), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return exp * 1000 < now ? 'expired' : 'valid';
}

/** The query string of the unsubscribe route for this person and kind, valid `UNSUBSCRIBE_LINK_DAYS` from `now`. */
export function unsubscribeQuery(secret: string, userId: number, kind: NotificationKind, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + UNSUBSCRIBE_LINK_DAYS * DAY_S;
  return new URLSearchParams({
    user: String(userId),
    kind,
    exp: String(exp),
    sig: unsubscribeSignature(secret, userId, kind, exp),
  }).toString();
}

/** A stored e-mail as staff may read it: every unsubscribe signature replaced, so no working link is shown. */
export function withoutUnsubscribeSignatures(text: string): string {
  return text.replace(/([?&](?:amp;)?sig=)[0-9a-f]{64}/g, '$1masquée');
}

/** The raw query of a link, as a mail client or a person's browser sends it back. */
export interface UnsubscribeLinkQuery {
  user?: string;
  kind?: string;
  exp?: string;
  sig?: string;
}

export type CheckedUnsubscribeLink =
  | { check: 'valid'; link: { user: number; kind: NotificationKind; exp: number; sig: string } }
  | { check: 'invalid' | 'expired'; link: null };

/** Reads and checks a link: a missing, malformed or altered field is `invalid`, never an exception. */
export function checkUnsubscribeLink(
  secret: string,
  query: UnsubscribeLinkQuery,
  kinds: readonly NotificationKind[],
  now = Date.now(),
): CheckedUnsubscribeLink {
  const { user, kind, exp, sig } = query;
  if (!user || !/^[1-9][0-9]{0,14}$/.test(user) || !exp || !/^[0-9]{1,15}$/.test(exp) || !sig)
    return { check: 'invalid', link: null };
  if (!kinds.includes(kind as NotificationKind)) return { check: 'invalid', link: null };
  const link = { user: Number(user), kind: kind as NotificationKind, exp: Number(exp), sig };
  const check = verifyUnsubscribe(secret, link.user, link.kind, link.exp, link.sig, now);
  return check === 'valid' ? { check, link } : { check, link: null };
}
